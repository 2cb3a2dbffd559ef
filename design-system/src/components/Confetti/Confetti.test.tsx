import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Confetti } from './Confetti';

const layerOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-part="confetti"]');

describe('Confetti', () => {
  it('is decoration, hidden from assistive technology', () => {
    const { container } = render(<Confetti />);
    expect(layerOf(container)).toHaveAttribute('aria-hidden', 'true');
  });

  it('drops the pieces within the duration it is given', () => {
    const { container } = render(<Confetti durationMs={2000} pieces={12} />);
    const pieces = Array.from(layerOf(container)!.children) as HTMLElement[];
    expect(pieces).toHaveLength(12);
    for (const piece of pieces) {
      const total = parseInt(piece.style.animationDuration, 10) + parseInt(piece.style.animationDelay, 10);
      expect(total).toBeLessThanOrEqual(2000);
    }
  });

  it('draws the same scatter on every render', () => {
    const first = render(<Confetti pieces={5} />).container.innerHTML;
    const second = render(<Confetti pieces={5} />).container.innerHTML;
    expect(second).toBe(first);
  });
});
