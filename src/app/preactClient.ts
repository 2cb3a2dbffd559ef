import { options } from 'preact';
import { afterNextPaint } from '../shared/afterNextPaint';

export * from 'preact/compat/client';

/**
 * `react-dom/client` in the site's build (src/app/preactRuntime.ts), with its timing of renders and effects. A
 * render an input asks for runs in that input's task; its effects, as every render's, wait for the browser's
 * next paint (Preact's schedule). React runs the effects of a click's render before the paint; here the person
 * sees what they asked for first: the prize table's effects (Radix's focus move, focus guards and scroll lock)
 * held its opening's paint 26 ms of 82 at 4x CPU. Radix adds a dialog's Escape listener in an effect of a render
 * that an effect of the opening render asks for: so before a key or a pointer press is handled, the effects
 * waiting and the renders they ask for run first (an Escape as the dialog appears closes it).
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
 * Preact's own batching (a microtask) stays: what the person asked for paints in that task's frame.
 */
const renderTask = new MessageChannel();
let queuedRender: (() => void) | undefined;
function renderQueuedNow() {
  const render = queuedRender;
  queuedRender = undefined;
  render?.();
}
renderTask.port1.onmessage = renderQueuedNow;
options.debounceRendering = (renderQueued) => {
  queuedRender = renderQueued;
  if (!inDiscreteInputTask) {
    renderTask.port2.postMessage(null);
    return;
  }
  queueMicrotask(renderQueuedNow);
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
