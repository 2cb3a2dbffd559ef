import { Button } from '@doo/design-system';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useInspectorId } from './useInspectorId';
import type { InspectedMachine, InspectorState } from './collector';
import { inspectorStore } from './inspectorStore';
import {
  eventPayload,
  eventTime,
  formatValue,
  machineLabels,
  qaReportLink,
  stateDescriptions,
  stateValuePaths,
} from './inspectorView';
import * as styles from './InspectorPanel.css';

export interface InspectorPanelProps {
  id: string;
  /** The keyboard shortcut that opens and closes the panel, as `aria-keyshortcuts` writes it. */
  shortcut: string;
  onClose: () => void;
  /** Where the running machines come from (the page's inspector; a fixed list in tests). */
  store?: { getState: () => InspectorState; subscribe: (listener: () => void) => () => void };
}

/**
 * The QA inspector's panel: every running machine of the page with its state, what the state means, its
 * context and its last events. Not modal: QA uses the page beside it and watches the machines change.
 */
export default function InspectorPanel({
  id,
  shortcut,
  onClose,
  store = inspectorStore,
}: InspectorPanelProps) {
  const { t } = useLingui();
  const machines = useSyncExternalStore(store.subscribe, store.getState);
  const titleId = useInspectorId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  // Beside the page, not over it: while open, the page's own width leaves the panel its room (InspectorPanel.css).
  useEffect(() => {
    document.documentElement.toggleAttribute(styles.PAGE_BESIDE_PANEL, true);
    return () => {
      document.documentElement.toggleAttribute(styles.PAGE_BESIDE_PANEL, false);
    };
  }, []);
  const labels = machineLabels(machines);
  const count = machines.length;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <aside id={id} aria-labelledby={titleId} className={styles.panel} onKeyDown={onKeyDown}>
      <div className={styles.header}>
        <div className={styles.titleBlock}>
          <h2 id={titleId} ref={title} tabIndex={-1} className={styles.title}>
            <Trans>State-machine inspector</Trans>
          </h2>
          <p className={styles.subtitle}>
            {plural(count, { one: `${count} machine running`, other: `${count} machines running` })}
            {' · '}
            <Trans>
              Shortcut: <kbd dir="ltr">{shortcut}</kbd>
            </Trans>
          </p>
        </div>
        <Button size="sm" tone="ghost" onClick={onClose}>
          {t`Close the inspector`}
        </Button>
      </div>
      {count === 0 ? (
        <p className={styles.list}>
          <Trans>No machine is running on this page.</Trans>
        </p>
      ) : (
        <ol className={styles.list}>
          {machines.map((machine, index) => (
            <li key={machine.sessionId}>
              <MachineCard machine={machine} label={labels[index] ?? machine.machineId} />
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}

function MachineCard({ machine, label }: { machine: InspectedMachine; label: string }) {
  const headingId = useInspectorId();
  const eventsId = useInspectorId();
  const { snapshot, events } = machine;
  const descriptions = stateDescriptions(snapshot);
  return (
    <section aria-labelledby={headingId} className={styles.machine}>
      <div className={styles.machineHeader}>
        <h3 id={headingId} className={styles.machineName}>
          <bdi dir="ltr">{label}</bdi>
        </h3>
        <a
          className={styles.link}
          href={qaReportLink(machine.machineId, { state: stateValuePaths(snapshot.value).join(' + ') })}
          target="_blank"
          rel="noreferrer"
        >
          <Trans>Paths in the QA report</Trans>
        </a>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>State</Trans>
        </dt>
        <dd className={styles.detail}>
          <code dir="ltr" className={styles.code}>
            {stateValuePaths(snapshot.value).join(', ')}
          </code>
          {snapshot.status !== 'active' && (
            <>
              {' '}
              (<code dir="ltr">{snapshot.status}</code>)
            </>
          )}
        </dd>
        <dt className={styles.term}>
          <Trans>Meaning</Trans>
        </dt>
        <dd className={styles.detail}>
          {descriptions.length === 0 ? (
            <Trans>This state has no description yet.</Trans>
          ) : (
            <ul className={styles.descriptions}>
              {descriptions.map(({ state, description }) => (
                // The descriptions are English, whatever the page's direction.
                <li key={state} dir="ltr">
                  <code dir="ltr" className={styles.code}>
                    {state}
                  </code>
                  : {description}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <details>
        <summary className={styles.summary}>
          <Trans>Context</Trans>
        </summary>
        <pre dir="ltr" className={styles.context}>
          {formatValue(snapshot.context)}
        </pre>
      </details>
      <h4 id={eventsId} className={styles.eventsTitle}>
        <Trans>Last events, newest first</Trans>
      </h4>
      <ol aria-labelledby={eventsId} className={styles.events}>
        {events.map(({ at, event }, index) => {
          const payload = eventPayload(event);
          return (
            <li key={`${at}-${index}`} dir="ltr">
              <time className={styles.time} dir="ltr">
                {eventTime(at)}
              </time>
              <code dir="ltr" className={styles.code}>
                {payload ? `${event.type} ${payload}` : event.type}
              </code>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
