/**
 * Runs `callback` in a task after the browser's next frame has painted, or 35 ms from now when no frame comes
 * (a hidden tab draws none). Returns what cancels it, if it has not run yet.
 */
export function afterNextPaint(callback: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    task = setTimeout(callback);
  };
  const timeout = setTimeout(done, 35);
  const frame = requestAnimationFrame(done);
  return () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}

/** `afterNextPaint` as a promise. */
export const nextPaint = (): Promise<void> => new Promise((resolve) => afterNextPaint(resolve));
