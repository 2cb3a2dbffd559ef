import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { DropdownMenu } from './DropdownMenu';

describe('DropdownMenu', () => {
  it('opens from its trigger and runs the chosen item by keyboard', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <Button>Account</Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item asChild>
            <a href="https://example.com/account">My account</a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item onSelect={onLogout}>Log out</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My account' })).toHaveAttribute(
      'href',
      'https://example.com/account',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
