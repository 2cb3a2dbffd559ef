import { options } from 'preact';
import { afterNextPaint } from '../shared/afterNextPaint';

export * from 'preact/compat/client';

/**
 * `react-dom/client` in the site's build (src/app/preactRuntime.ts), with React's timing of effects after a
 * person's input. Preact runs effects a frame after the render; React runs those of a render caused by a
 * discrete input (a click, a key) before the browser paints. Radix relies on that: a dialog's Escape listener
 * is added by an effect of the render that an effect of the opening render asks for, so two frames after the
 * dialog appeared an Escape still did nothing (a quarter of quick openings, measured). During the task of such
 * an input, every render is followed at once by the effects waiting, as React's are, also those of an earlier
 * render still waiting for its frame (a countdown's tick: Preact queues the opening's behind them); at other
 * times (loads, timers) effects wait for the frame, unless a key or a pointer is pressed first: then they, and the
 * renders they ask for, run before the page handles it (a dialog whose code loaded on its first opening renders
 * in a task of its own, and an Escape in the next task found no listener yet).
 */
const discreteInputs = ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup', 'input', 'change', 'submit'];
/**
 * The inputs dispatched before the browser changes anything of its own: by `input`, `change` or a checkbox's
 * `click` the field already holds what was typed or ticked, and a render of the state before it would write the
 * old value back before the handler reads it.
 */
const settlingInputs = new Set(['pointerdown', 'keydown']);
let inDiscreteInputTask = false;
const endOfTask = new MessageChannel();
endOfTask.port1.onmessage = () => {
  inDiscreteInputTask = false;
};
for (const type of discreteInputs) {
  window.addEventListener(
    type,
    () => {
      if (!inDiscreteInputTask) {
        inDiscreteInputTask = true;
        endOfTask.port2.postMessage(null);
      }
      if (settlingInputs.has(type)) settleBeforeInput();
    },
    { capture: true, passive: true },
  );
}

/** Preact's function that runs the effects waiting (the same each time), once Preact has handed it over. */
let flushWaitingEffects: (() => void) | undefined;
options.requestAnimationFrame = (flushEffects) => {
  flushWaitingEffects = flushEffects;
  // Preact's own schedule.
  afterNextPaint(flushEffects);
};
/**
 * A render that no input asked for (an answer of the service, a timer) runs in a task of its own, as React's
 * scheduler runs it, rather than in a microtask of the task that changed the state: the answer's parsing and
 * the machines' transitions, then the render, each hold the main thread for half as long (on a phone each load
 * of the race page was a row of long tasks), and changes within one task render once. In an input's task
 * Preact's own batching (a microtask) stays, followed by the effects: a render they cause comes back here.
 */
const renderTask = new MessageChannel();
let queuedRender: (() => void) | undefined;
function renderQueuedNow() {
  const render = queuedRender;
  queuedRender = undefined;
  render?.();
}
renderTask.port1.onmessage = () => {
  renderQueuedNow();
  // An input came while this render waited: its effects run before the paint too.
  if (inDiscreteInputTask) flushWaitingEffects?.();
};
options.debounceRendering = (renderQueued) => {
  queuedRender = renderQueued;
  if (!inDiscreteInputTask) {
    renderTask.port2.postMessage(null);
    return;
  }
  queueMicrotask(() => {
    renderQueuedNow();
    flushWaitingEffects?.();
  });
};

/**
 * Before a key or a pointer press is handled: the effects still waiting, and the renders they (or a ref) ask for,
 * until none is left. Radix's layer adds its Escape listener two renders and two effects after it appears.
 */
function settleBeforeInput() {
  for (let round = 0; round < 8; round += 1) {
    flushWaitingEffects?.();
    if (!queuedRender) return;
    renderQueuedNow();
  }
}
