import { Toast, ToastRegion } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExceptionId } from '../../shared/ExceptionId';
import type { Toast as QueuedToast } from '../../../machines/toasts.machine';
import * as styles from './Toasts.css';

export interface ToastsViewProps {
  /** The toast on screen, if any. */
  shown: QueuedToast | undefined;
  phase: 'visible' | 'copied' | 'fading';
  onDismiss: () => void;
  onCopy: () => void;
  onPointerPresence: (present: boolean) => void;
  onFocusPresence: (present: boolean, from: Element | null) => void;
}

/** The toast region and its one shown toast; the system-error toast's id copies on click (§8). */
export function ToastsView({
  shown,
  phase,
  onDismiss,
  onCopy,
  onPointerPresence,
  onFocusPresence,
}: ToastsViewProps) {
  const { t } = useLingui();
  return (
    <ToastRegion label={t`Notifications`}>
      {shown ? (
        <Toast
          key={shown.id}
          tone={shown.kind === 'systemError' ? 'error' : 'info'}
          state={phase === 'fading' ? 'closing' : 'open'}
          title={shown.kind === 'systemError' ? t`System error` : shown.message}
          dismissLabel={t`Close`}
          onDismiss={onDismiss}
          onPointerPresence={onPointerPresence}
          onFocusPresence={onFocusPresence}
        >
          {shown.kind === 'systemError' ? (
            <SystemErrorDetails traceId={shown.traceId} copied={phase === 'copied'} onCopy={onCopy} />
          ) : null}
        </Toast>
      ) : null}
    </ToastRegion>
  );
}

/** §8: the exception (trace) id, copied on click, and where to take it. */
function SystemErrorDetails({
  traceId,
  copied,
  onCopy,
}: {
  traceId: string;
  copied: boolean;
  onCopy: () => void;
}) {
  return (
    <>
      <button type="button" className={styles.traceId} onClick={onCopy}>
        <ExceptionId id={traceId} />
        <span className={styles.copyHint}>
          {copied ? <Trans>Copied</Trans> : <Trans>Click to copy</Trans>}
        </span>
      </button>
      <p className={styles.help}>
        <Trans>Please contact customer service and quote this ID.</Trans>
      </p>
    </>
  );
}
