/**
 * Runs `callback` in a task after the browser's next frame has painted, or 35 ms from now when no frame comes
 * (a hidden tab draws none).
 */
export function afterNextPaint(callback: () => void): void {
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, 35);
  const frame = requestAnimationFrame(done);
}

/** `afterNextPaint` as a promise. */
export const nextPaint = (): Promise<void> => new Promise((resolve) => afterNextPaint(resolve));
