import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { useControllableState } from '../../private/useControllableState';
import { OverlayOpenMark } from '../../private/OverlayOpenMark';
import * as styles from './Dialog.css';
import type { DialogSize } from './Dialog.css';

export interface DialogRootProps {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  /** Called on every request to open or close: trigger, close button, Escape, overlay, timer. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Close by itself this many milliseconds after opening (a confirmation that needs no answer).
   * The timer restarts on each opening and stops when the dialog closes or unmounts.
   */
  autoCloseMs?: number;
  children: ReactNode;
}

function Root({ open: openProp, defaultOpen = false, onOpenChange, autoCloseMs, children }: DialogRootProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });

  useEffect(() => {
    if (!open || autoCloseMs === undefined || autoCloseMs <= 0) return undefined;
    const timer = setTimeout(() => setOpen(false), autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs, setOpen]);

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      {children}
    </RadixDialog.Root>
  );
}

export interface DialogTriggerProps {
  /** One element that opens the dialog, usually a `Button`. */
  children: ReactElement;
}

function Trigger({ children }: DialogTriggerProps) {
  return <RadixDialog.Trigger asChild>{children}</RadixDialog.Trigger>;
}

export interface DialogContentProps {
  children: ReactNode;
  /**
   * Accessible name of the corner close button (already translated). Leave it out to draw no
   * corner button; then put a `Dialog.Close` inside.
   */
  closeLabel?: string;
  /** @default 'md' */
  size?: DialogSize;
  /**
   * Pass `undefined` explicitly when the dialog has no `Dialog.Description`, so the content is not
   * described by a missing element.
   */
  'aria-describedby'?: string | undefined;
  /**
   * Where focus goes back on closing, when not the control that had focus as the dialog opened (that
   * one by default, so that a dialog opened without `Dialog.Trigger` hands focus back too).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

function Content({ children, closeLabel, size, returnFocusTo, ...rest }: DialogContentProps) {
  // The control that had focus as the dialog opened, read before Radix moves focus inside. Content also
  // renders while the dialog is closed, so it is read on each opening, not on the first render.
  const opener = useRef<Element | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} data-part="overlay" />
      <RadixDialog.Content
        className={styles.content({ size })}
        data-close-button={closeLabel ? '' : undefined}
        {...rest}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement;
        }}
        onCloseAutoFocus={(event) => {
          const from = opener.current;
          const target =
            returnFocusTo?.current ??
            (from instanceof HTMLElement && from.isConnected && from !== document.body ? from : null);
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <OverlayOpenMark />
        {children}
        {/* Last in the DOM so that opening focuses the first control of the body, not this button. */}
        {closeLabel ? (
          <RadixDialog.Close className={styles.closeButton} aria-label={closeLabel}>
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
              <path d="M4 4l10 10M14 4L4 14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </RadixDialog.Close>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export interface DialogTextProps {
  children: ReactNode;
}

/** The dialog's accessible name; required by every dialog. */
function Title({ children }: DialogTextProps) {
  return <RadixDialog.Title className={styles.title}>{children}</RadixDialog.Title>;
}

/** The dialog's accessible description. */
function Description({ children }: DialogTextProps) {
  return <RadixDialog.Description className={styles.description}>{children}</RadixDialog.Description>;
}

/** A footer row for the dialog's buttons, aligned to the inline end. */
function Actions({ children }: DialogTextProps) {
  return <div className={styles.actions}>{children}</div>;
}

export interface DialogCloseProps {
  /** One element that closes the dialog, usually a `Button`. */
  children: ReactElement;
}

function Close({ children }: DialogCloseProps) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

/**
 * A modal dialog: `Dialog.Root` holds the state (and the optional auto-close timer),
 * `Dialog.Trigger` and `Dialog.Close` lend behaviour to a button of yours, `Dialog.Content` draws
 * the overlay and the panel (a bottom sheet on phones). Closes on Escape, an overlay click and the
 * close buttons; focus is trapped inside while open and returns to the trigger.
 */
export const Dialog = { Root, Trigger, Content, Title, Description, Actions, Close };
