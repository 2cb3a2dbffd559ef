import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toast, ToastRegion } from './Toast';

describe('Toast', () => {
  it('announces an error toast as an alert inside the named region, and closes by its button', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <ToastRegion label="Notifications">
        <Toast tone="error" title="System error" dismissLabel="Close" onDismiss={onDismiss}>
          <p>Exception ID: abc</p>
        </Toast>
      </ToastRegion>,
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('System error');
    expect(alert).toHaveTextContent('Exception ID: abc');
    expect(alert).toHaveAttribute('data-state', 'open');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('is a polite status by default and marks its closing state for the fade', () => {
    render(<Toast title="Saved" state="closing" dismissLabel="Close" onDismiss={() => undefined} />);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closing');
  });
});
