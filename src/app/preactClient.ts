import { options } from 'preact';

export * from 'preact/compat/client';

/**
 * `react-dom/client` in the site's build (src/app/preactRuntime.ts), with React's timing of effects after a
 * person's input. Preact runs effects a frame after the render; React runs those of a render caused by a
 * discrete input (a click, a key) before the browser paints. Radix relies on that: a dialog's Escape listener
 * is added by an effect of the render that an effect of the opening render asks for, so two frames after the
 * dialog appeared an Escape still did nothing (a quarter of quick openings, measured). During the task of such
 * an input, every render is followed at once by the effects waiting, as React's are, also those of an earlier
 * render still waiting for its frame (a countdown's tick: Preact queues the opening's behind them); at other
 * times (loads, timers) effects wait for the frame.
 */
const discreteInputs = ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup', 'input', 'change', 'submit'];
let inDiscreteInputTask = false;
const endOfTask = new MessageChannel();
endOfTask.port1.onmessage = () => {
  inDiscreteInputTask = false;
};
for (const type of discreteInputs) {
  window.addEventListener(
    type,
    () => {
      if (inDiscreteInputTask) return;
      inDiscreteInputTask = true;
      endOfTask.port2.postMessage(null);
    },
    { capture: true, passive: true },
  );
}

/** Preact's own schedule: after the next frame, with a timeout for when no frame comes (a hidden tab). */
function afterNextFrame(callback: () => void) {
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, 35);
  const frame = requestAnimationFrame(done);
}

/** Preact's function that runs the effects waiting (the same each time), once Preact has handed it over. */
let flushWaitingEffects: (() => void) | undefined;
options.requestAnimationFrame = (flushEffects) => {
  flushWaitingEffects = flushEffects;
  afterNextFrame(flushEffects);
};
// Preact's own batching (a microtask), then, in an input's task, the effects: a render they cause comes back here.
options.debounceRendering = (renderQueued) =>
  queueMicrotask(() => {
    renderQueued();
    if (inDiscreteInputTask) flushWaitingEffects?.();
  });
