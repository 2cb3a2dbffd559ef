import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DirectionProvider, useDirection, type Direction } from './DirectionProvider';

function Probe({ local }: { local?: Direction }) {
  return <output>{useDirection(local) ?? 'none'}</output>;
}

describe('DirectionProvider', () => {
  it('gives its direction to the components below', () => {
    render(
      <DirectionProvider dir="rtl">
        <Probe />
      </DirectionProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('rtl');
  });

  it("lets a component's own dir win, and is empty without a provider", () => {
    const { rerender } = render(
      <DirectionProvider dir="rtl">
        <Probe local="ltr" />
      </DirectionProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('ltr');
    rerender(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });
});
