import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree, naming an icon-only button', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('renders a span by default and a div on request, with a class that hides it', () => {
    const { rerender } = render(<VisuallyHidden id="hint">Hint</VisuallyHidden>);
    const span = screen.getByText('Hint');
    expect(span.tagName).toBe('SPAN');
    expect(span).toHaveAttribute('id', 'hint');
    expect(span.className).not.toBe('');
    rerender(<VisuallyHidden as="div">Hint</VisuallyHidden>);
    expect(screen.getByText('Hint').tagName).toBe('DIV');
  });
});
