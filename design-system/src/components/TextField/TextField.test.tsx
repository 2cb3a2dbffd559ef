import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and reports each typed value', async () => {
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Name"
          value={value}
          onValueChange={(next) => {
            setValue(next);
            onValueChange(next);
          }}
        />
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Li');
    expect(onValueChange).toHaveBeenLastCalledWith('Li');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Li');
  });

  it('ties its error message to the input and marks it invalid', () => {
    render(<TextField label="Phone" value="12a" error="Digits only" hint="Without the area code" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Without the area code Digits only');
    expect(screen.getByRole('alert')).toHaveTextContent('Digits only');
  });

  it('has no description and no visible alert without an error', () => {
    render(<TextField label="Phone" value="" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('passes disabled, inputMode and the multi-line variant through', () => {
    render(
      <>
        <TextField label="Phone" value="1" disabled inputMode="numeric" type="tel" />
        <TextField label="Address" value="" multiline />
      </>,
    );
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toBeDisabled();
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'Address' }).tagName).toBe('TEXTAREA');
  });

  it('announces a notice politely and lets it describe the input', () => {
    render(<TextField label="Phone" value="138" notice="Only digits are kept: removed '-'" />);
    const notice = screen.getByText("Only digits are kept: removed '-'");
    expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      "Only digits are kept: removed '-'",
    );
  });

  it('takes at most maxLength characters, but hands a longer paste over whole for its owner to cut', async () => {
    const onValueChange = vi.fn();
    render(<TextField label="Name" value="ab" maxLength={4} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('maxLength', '4');
    await userEvent.click(input);
    await userEvent.paste('cdef');
    expect(onValueChange).toHaveBeenLastCalledWith('abcdef');
    onValueChange.mockClear();
    await userEvent.paste('c');
    expect(onValueChange).toHaveBeenLastCalledWith('abc');
  });
});
