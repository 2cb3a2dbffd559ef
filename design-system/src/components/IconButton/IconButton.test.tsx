import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is a button named by its label, with the icon hidden from assistive technology', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton label="Back to top" icon="↑" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Back to top' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('[aria-hidden="true"]')).toHaveTextContent('↑');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
