import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NativeSelect } from './NativeSelect';

const options = [
  { value: 'sc', label: '简体中文' },
  { value: 'en', label: 'English' },
  { value: 'ae', label: 'العربية', disabled: true },
];

function Controlled({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('sc');
  return (
    <NativeSelect
      label="Language"
      options={options}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

describe('NativeSelect', () => {
  it('is a combobox named by its label, showing the chosen option', () => {
    render(<NativeSelect label="Language" options={options} value="en" onValueChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '简体中文',
      'English',
      'العربية',
    ]);
  });

  it('reports the chosen value', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en');
    expect(onValueChange).toHaveBeenCalledWith('en');
    expect(screen.getByRole('combobox')).toHaveValue('en');
  });

  it('keeps its label for screen readers only when asked', () => {
    render(<NativeSelect label="Round" hideLabel options={options} value="sc" onValueChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Round' })).toBeInTheDocument();
  });

  it('shows an unselectable placeholder while nothing is chosen', () => {
    render(
      <NativeSelect
        label="Language"
        placeholder="Choose"
        options={options}
        value=""
        onValueChange={() => {}}
      />,
    );
    expect(screen.getByRole('combobox')).toHaveDisplayValue('Choose');
    expect(screen.getByRole('option', { name: 'Choose' })).toBeDisabled();
  });

  it('can be disabled', () => {
    render(<NativeSelect label="Language" disabled options={options} value="sc" onValueChange={() => {}} />);
    expect(screen.getByRole('combobox')).toBeDisabled();
  });
});
