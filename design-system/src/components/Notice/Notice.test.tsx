import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './Notice';

describe('Notice', () => {
  it('shows its title, text and actions', () => {
    render(
      <Notice tone="warning" title="Check your details" actions={<button type="button">Edit</button>}>
        Click submit again to confirm.
      </Notice>,
    );
    expect(screen.getByText('Check your details')).toBeInTheDocument();
    expect(screen.getByText('Click submit again to confirm.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('is a polite status or an alert only when asked to announce', () => {
    const { rerender } = render(<Notice>Saved</Notice>);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<Notice announce="status">Saved</Notice>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    rerender(
      <Notice announce="alert" tone="danger">
        Failed
      </Notice>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
  });

  it('marks its tone for styling', () => {
    const { container } = render(<Notice tone="success">Done</Notice>);
    expect(container.firstElementChild).toHaveAttribute('data-tone', 'success');
  });
});
