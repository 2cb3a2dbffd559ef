import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a button of type "button" that calls onClick from mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Join</Button>);
    const button = screen.getByRole('button', { name: 'Join' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('is natively disabled when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Join
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Join' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while loading: busy, aria-disabled, keeps its name and focus, shows a spinner, ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Join</Button>);
    const button = screen.getByRole('button', { name: 'Join' });
    button.focus();
    rerender(
      <Button onClick={onClick} loading>
        Join
      </Button>,
    );
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Join' })).toBe(button);
    expect(button.querySelector('[data-part="spinner"]')).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when type is submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('renders its child link with asChild, merging handlers and refs', async () => {
    const user = userEvent.setup();
    const onButtonClick = vi.fn();
    const onLinkClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button asChild tone="ghost" onClick={onButtonClick} ref={ref}>
        <a href="/rules" onClick={onLinkClick}>
          Rules
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Rules' });
    expect(link).toHaveAttribute('href', '/rules');
    expect(link.className).not.toBe('');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(ref.current).toBe(link);
    await user.click(link);
    expect(onLinkClick).toHaveBeenCalledTimes(1);
    // The link's own handler prevented the default, which also stops the button's handler.
    expect(onButtonClick).not.toHaveBeenCalled();
  });

  it('calls the button handler after the child handler when the child does not prevent it', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    render(
      <Button asChild onClick={() => calls.push('button')}>
        <a href="#x" onClick={() => calls.push('link')}>
          Go
        </a>
      </Button>,
    );
    await user.click(screen.getByRole('link', { name: 'Go' }));
    expect(calls).toEqual(['link', 'button']);
  });

  it('a disabled link is aria-disabled, out of the tab order and does not navigate', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button asChild disabled onClick={onClick}>
        <a href="#rules">Rules</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Rules' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('tabindex', '-1');
    await user.click(link);
    expect(onClick).not.toHaveBeenCalled();
    expect(window.location.hash).not.toBe('#rules');
  });
});
