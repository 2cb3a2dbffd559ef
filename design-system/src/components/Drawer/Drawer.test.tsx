import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Drawer, type DrawerRootProps } from './Drawer';

function Example(props: Omit<DrawerRootProps, 'children'>) {
  return (
    <Drawer.Root {...props}>
      <Drawer.Trigger>
        <Button>Filters</Button>
      </Drawer.Trigger>
      <Drawer.Content
        title="Filter rewards"
        closeLabel="Close"
        description="Choose what to show."
        footer={
          <Drawer.Close>
            <Button>Confirm</Button>
          </Drawer.Close>
        }
      >
        <button type="button">Cash reward</button>
      </Drawer.Content>
    </Drawer.Root>
  );
}

describe('Drawer', () => {
  it('opens as a named, described modal dialog with its body and footer', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = screen.getByRole('dialog', { name: 'Filter rewards' });
    expect(drawer).toHaveAccessibleDescription('Choose what to show.');
    expect(screen.getByRole('button', { name: 'Cash reward' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('closes on Escape and from the close button, returning focus to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange.mock.calls.map(([open]) => open)).toEqual([true, false, true, false]);
  });

  it('follows a controlled open state', () => {
    const { rerender } = render(<Example open />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
    rerender(<Example open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is described by nothing when it has no description', async () => {
    render(
      <Drawer.Root open>
        <Drawer.Content title="Filter rewards" closeLabel="Close">
          <p>Body</p>
        </Drawer.Content>
      </Drawer.Root>,
    );
    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-describedby');
  });
});
