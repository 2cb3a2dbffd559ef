import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useHeldOnePaint } from './useHeldOnePaint';

/** Into the placeholder from something drawn: held for a paint. */
const swapsForPlaceholder = (next: string | undefined, drawn: string | undefined) =>
  next === 'placeholder' && drawn !== undefined && drawn !== 'placeholder';

function Shown({ value }: { value: string | undefined }) {
  return <output>{useHeldOnePaint(value, swapsForPlaceholder) ?? 'nothing'}</output>;
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => vi.useRealTimers());

const shown = () => screen.getByRole('status').textContent;
const paint = () => act(() => vi.advanceTimersToNextFrame());
const taskAfterPaint = () => act(() => vi.advanceTimersByTime(1));

it('shows a change into the placeholder in a task after the next paint, the last value until then', async () => {
  const { rerender } = render(<Shown value="rows" />);
  rerender(<Shown value="placeholder" />);
  expect(shown()).toBe('rows');
  await paint();
  expect(shown()).toBe('rows');
  await taskAfterPaint();
  expect(shown()).toBe('placeholder');
});

it('shows the first value and every change the predicate does not hold at once', () => {
  const { rerender } = render(<Shown value="placeholder" />);
  expect(shown()).toBe('placeholder');
  rerender(<Shown value="rows" />);
  expect(shown()).toBe('rows');
  rerender(<Shown value={undefined} />);
  expect(shown()).toBe('nothing');
  rerender(<Shown value="placeholder" />);
  expect(shown()).toBe('placeholder');
});

it('drops the waiting placeholder when another value comes before the paint', async () => {
  const { rerender } = render(<Shown value="rows" />);
  rerender(<Shown value="placeholder" />);
  rerender(<Shown value="other rows" />);
  expect(shown()).toBe('other rows');
  await paint();
  await taskAfterPaint();
  expect(shown()).toBe('other rows');
});

it('shows the placeholder after the newest change when another comes before the paint', async () => {
  const { rerender } = render(<Shown value="rows" />);
  rerender(<Shown value="placeholder" />);
  rerender(<Shown value="rows" />);
  rerender(<Shown value="placeholder" />);
  expect(shown()).toBe('rows');
  await paint();
  await taskAfterPaint();
  expect(shown()).toBe('placeholder');
});
