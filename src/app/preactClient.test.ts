import { h, render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { afterEach, expect, it } from 'vitest';
import './preactClient';

/**
 * The build's timing of renders (`preactClient.ts`, with Preact as the site's build has it). A render waiting
 * for its task when a person types must not run before the field's handler: the browser has already put the
 * text in the field, and a render of the state before it would write the old value back (the board's search
 * lost its text so, in CI's a11y run). A click's render paints before its effects run; and a key pressed as a
 * dialog appears, its effects still waiting for their frame, reaches the listener those effects add.
 */
let setUnrelated: (value: number) => void = () => undefined;
function SearchField() {
  const [text, setText] = useState('');
  const [, setOther] = useState(0);
  setUnrelated = setOther;
  return h('input', {
    'aria-label': 'Search',
    value: text,
    onInput: (event: Event) => setText((event.currentTarget as HTMLInputElement).value),
  });
}

const container = document.createElement('div');
/**
 * Preact's schedule waits for a frame or 35 ms (`afterNextFrame`): a test ends only once it has run, or it runs
 * after the environment is gone (CI's unit run: "cancelAnimationFrame is not defined" in the next file's time).
 */
afterEach(async () => {
  render(null, container);
  await new Promise((frameOrTimeoutPassed) => setTimeout(frameOrTimeoutPassed, 50));
  await new Promise((effectsRan) => setTimeout(effectsRan));
});

it('keeps what was typed while a render no input asked for waits for its task', async () => {
  document.body.append(container);
  render(h(SearchField, null), container);
  const field = container.querySelector('input')!;
  // A change no input asked for (a timer, an answer): its render waits for a task of its own.
  setUnrelated(1);
  field.value = '20100001';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((settle) => setTimeout(settle, 50));
  expect(field.value).toBe('20100001');
});

let show: (shown: boolean) => void = () => undefined;
function LayerOnDemand({ onEscape }: { onEscape: () => void }) {
  const [shown, setShown] = useState(false);
  show = setShown;
  return shown ? h(EscapeListeningLayer, { onEscape }) : null;
}
/** As Radix's layer: its Escape listener is added by an effect. */
function EscapeListeningLayer({ onEscape }: { onEscape: () => void }) {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', listener, { capture: true });
    return () => document.removeEventListener('keydown', listener, { capture: true });
  }, [onEscape]);
  return h('div', { role: 'dialog' });
}

it('runs the effects waiting for their frame before a key is handled', async () => {
  document.body.append(container);
  let escapes = 0;
  render(h(LayerOnDemand, { onEscape: () => (escapes += 1) }), container);
  // Shown by no input (its code arrived): rendered in a task of its own, its effects then wait for a frame.
  show(true);
  await new Promise<void>((appeared) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      appeared();
    });
    observer.observe(container, { childList: true });
  });
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  expect(escapes).toBe(1);
});

let effectsRun = 0;
function OpensOnClick({ onEscape }: { onEscape: () => void }) {
  const [shown, setShown] = useState(false);
  return h('div', null, [
    h('button', { key: 'opener', onClick: () => setShown(true) }, 'Open'),
    shown ? h(CountedLayer, { key: 'layer', onEscape }) : null,
  ]);
}
function CountedLayer({ onEscape }: { onEscape: () => void }) {
  useEffect(() => {
    effectsRun += 1;
  }, []);
  return h(EscapeListeningLayer, { onEscape });
}

it('paints what a click shows before its effects run, and runs them before the next key is handled', async () => {
  document.body.append(container);
  effectsRun = 0;
  let escapes = 0;
  render(h(OpensOnClick, { onEscape: () => (escapes += 1) }), container);
  container.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  // The click's task ends with its microtasks: the render has run, its effects (a dialog's focus move, its
  // scroll lock) wait for the paint, as a render no input asked for does.
  await new Promise<void>((taskEnds) => queueMicrotask(taskEnds));
  expect(container.querySelector('[role="dialog"]')).not.toBeNull();
  expect(effectsRun).toBe(0);
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  expect(effectsRun).toBe(1);
  expect(escapes).toBe(1);
});
