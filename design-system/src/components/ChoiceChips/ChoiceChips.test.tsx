import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceChips } from './ChoiceChips';

const options = [
  { value: 'all', label: 'All' },
  { value: '0', label: 'Cash reward' },
  { value: '1', label: 'Reward' },
] as const;

describe('ChoiceChips', () => {
  it('is a group named by its label with one pressed button', () => {
    render(<ChoiceChips label="Prize" options={options} value="0" onValueChange={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Prize' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['All', 'Cash reward', 'Reward']);
    expect(within(group).getByRole('button', { pressed: true })).toHaveTextContent('Cash reward');
  });

  it('reports a new choice by click or keyboard, and ignores the chosen chip', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ChoiceChips label="Prize" options={options} value="0" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Cash reward' }));
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reward' }));
    expect(onValueChange).toHaveBeenLastCalledWith('1');
    screen.getByRole('button', { name: 'All' }).focus();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('all');
  });
});
