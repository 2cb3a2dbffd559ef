import { Button } from '@doo/design-system';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { useCatalogPart, type ChunkCatalogPart } from '../../i18n/catalogParts';
import { useReservedEdge } from '../../shared/reservedEdges';
import { useInspectorId } from './useInspectorId';
import { SHORTCUT } from './inspection';
import { connectInspectorStore } from './inspectorStore';
import * as styles from './launcher.css';

const InspectorPanel = lazy(() => import('./InspectorPanel'));

/** The inspector's texts: a catalog part of its own, so the site's catalogs carry none of them. */
const inspectorCatalog: ChunkCatalogPart = {
  name: 'inspector',
  importCatalog: (locale) => import(`../../../locales/${locale}/inspector.po`),
};

/**
 * Whether the panel is open, kept outside the component: the shortcut may be pressed before the launcher has
 * mounted, or after it has drawn and before its effects ran (Preact runs them after the next paint), and it
 * must open the panel either way.
 */
let panelOpen = false;
const panelListeners = new Set<() => void>();
const subscribeToPanel = (listener: () => void) => {
  panelListeners.add(listener);
  return () => panelListeners.delete(listener);
};
const isPanelOpen = () => panelOpen;
function setPanelOpen(open: boolean): void {
  panelOpen = open;
  panelListeners.forEach((listener) => listener());
}

/** Opens or closes the panel: what the shortcut does (`start.ts` listens for it). */
export function togglePanel(): void {
  setPanelOpen(!panelOpen);
}

/** The floating "Inspector" button and the panel it opens (loaded on first open). */
export function QaInspector() {
  useCatalogPart(inspectorCatalog);
  const open = useSyncExternalStore(subscribeToPanel, isPanelOpen);
  const launcher = useRef<HTMLButtonElement>(null);
  const corner = useRef<HTMLDivElement>(null);
  // Like the site's own floating buttons, it reserves its room: focus and the page's end stop clear of it.
  useReservedEdge(corner, 'bottom');
  const panelId = useInspectorId();

  // However the panel closes (its close button, Escape, the shortcut), focus returns to the launcher.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) launcher.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <div ref={corner} className={styles.launcher}>
        <Button
          ref={launcher}
          size="sm"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-keyshortcuts={SHORTCUT}
          onClick={togglePanel}
        >
          <Trans>Inspector</Trans>
        </Button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <InspectorPanel id={panelId} shortcut={SHORTCUT} onClose={() => setPanelOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** Mounts the inspector in a root of its own beside the app's, so that the app's tree stays as it is. */
export function mountLauncher(): void {
  connectInspectorStore();
  const host = document.createElement('div');
  host.dataset.qaInspector = '';
  document.body.append(host);
  createRoot(host).render(
    <I18nProvider i18n={i18n}>
      <Suspense fallback={null}>
        <QaInspector />
      </Suspense>
    </I18nProvider>,
  );
}
