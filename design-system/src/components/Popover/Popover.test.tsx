import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Popover, type PopoverRootProps } from './Popover';

function Example(props: Omit<PopoverRootProps, 'children'>) {
  return (
    <div>
      <p>Outside</p>
      <Popover.Root {...props}>
        <Popover.Trigger>
          <Button tone="ghost">Period</Button>
        </Popover.Trigger>
        <Popover.Content label="Periods">
          <button type="button">Q1 2025</button>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}

describe('Popover', () => {
  it('opens from its trigger as a named panel and marks the trigger expanded', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Period' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Periods' })).toBeInTheDocument();
  });

  it('asks to close on Escape and on an outside click', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Period' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Period' }));
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange.mock.calls.map(([open]) => open)).toEqual([true, false, true, false]);
  });
});
