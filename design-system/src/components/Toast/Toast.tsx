import type { FocusEvent, ReactNode } from 'react';
import * as styles from './Toast.css';
import type { ToastTone } from './Toast.css';

export interface ToastRegionProps {
  /** Names the landmark for screen readers, e.g. "Notifications" (already translated). */
  label: string;
  children?: ReactNode;
}

/** Where toasts appear: top of the screen on phones, top end corner on larger screens. */
export function ToastRegion({ label, children }: ToastRegionProps) {
  return (
    <section className={styles.region} aria-label={label}>
      {children}
    </section>
  );
}

export interface ToastProps {
  /** `error` is announced at once (`role="alert"`); `info` politely. @default 'info' */
  tone?: ToastTone;
  /** `closing` fades the toast out over 300 ms before it is removed. @default 'open' */
  state?: 'open' | 'closing';
  title: string;
  /** Further lines: a message, an id, a call to action. */
  children?: ReactNode;
  /** Accessible name of the close button (already translated). */
  dismissLabel: string;
  onDismiss: () => void;
  /** The pointer came onto the toast or left it (a timer may wait meanwhile, WCAG 2.2.1). */
  onPointerPresence?: (present: boolean) => void;
  /**
   * Focus came into the toast (with the element it came from) or left it; moves inside it are not
   * reported.
   */
  onFocusPresence?: (present: boolean, from: Element | null) => void;
}

export function Toast({
  tone = 'info',
  state = 'open',
  title,
  children,
  dismissLabel,
  onDismiss,
  onPointerPresence,
  onFocusPresence,
}: ToastProps) {
  const reportFocus = (present: boolean) => (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onFocusPresence?.(present, event.relatedTarget);
  };
  return (
    <div
      className={styles.toast({ tone })}
      data-state={state}
      onPointerEnter={() => onPointerPresence?.(true)}
      onPointerLeave={() => onPointerPresence?.(false)}
      onFocus={reportFocus(true)}
      onBlur={reportFocus(false)}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
    >
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {children}
      </div>
      <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
