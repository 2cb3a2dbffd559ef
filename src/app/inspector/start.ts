import { isShortcut, qaInspectorOn } from './inspection';
import type * as Launcher from './launcher';

/**
 * Loads the inspector's chunk (its button, panel and texts) on the first interaction with the page, so that
 * the first load carries none of it. The shortcut works from the start: it loads the chunk if need be and
 * opens or closes the panel.
 */
export function startQaInspector(): void {
  // `__QA_INSPECTOR__` in the condition itself: the bundler drops the branch, and the chunk, when it is false.
  if (__QA_INSPECTOR__ && qaInspectorOn) listenForTheInspector();
}

function listenForTheInspector(): void {
  let launcher: Promise<typeof Launcher> | undefined;
  const load = () =>
    (launcher ??= import('./launcher').then((loaded) => {
      loaded.mountLauncher();
      return loaded;
    }));
  const triggers = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'focusin'];
  const onFirstInteraction = () => {
    for (const type of triggers) window.removeEventListener(type, onFirstInteraction, true);
    void load();
  };
  for (const type of triggers) window.addEventListener(type, onFirstInteraction, true);
  window.addEventListener('keydown', (event) => {
    if (!isShortcut(event)) return;
    event.preventDefault();
    void load().then(({ togglePanel }) => togglePanel());
  });
}
