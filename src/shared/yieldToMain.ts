/**
 * Ends the current task so that the browser can paint and answer input before the next step of work:
 * `scheduler.yield()` where the browser has it (the step then runs ahead of other queued tasks), else a
 * fresh task from a message, which is not throttled like `setTimeout`.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
