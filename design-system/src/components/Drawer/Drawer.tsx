import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { OverlayOpenMark } from '../../private/OverlayOpenMark';
import * as styles from './Drawer.css';

export interface DrawerRootProps {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  /** Called on every request to open or close: trigger, close button, Escape, overlay click. */
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

function Root({ open, defaultOpen, onOpenChange, children }: DrawerRootProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children}
    </RadixDialog.Root>
  );
}

export interface DrawerTriggerProps {
  /** One element that opens the drawer, usually a `Button`. */
  children: ReactElement;
}

function Trigger({ children }: DrawerTriggerProps) {
  return <RadixDialog.Trigger asChild>{children}</RadixDialog.Trigger>;
}

export interface DrawerContentProps {
  /** The drawer's heading, already translated; it names the dialog. */
  title: ReactNode;
  /** Accessible name of the header's close button, already translated. */
  closeLabel: string;
  /** A line under the heading that describes the drawer. */
  description?: ReactNode;
  /** Buttons pinned to the bottom, e.g. Reset and Confirm; each takes an equal share of the row. */
  footer?: ReactNode;
  children: ReactNode;
}

function Content({ title, closeLabel, description, footer, children }: DrawerContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} data-part="overlay" />
      <RadixDialog.Content
        className={styles.content}
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
      >
        <OverlayOpenMark />
        <div className={styles.header}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <RadixDialog.Close className={styles.closeButton} aria-label={closeLabel}>
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
              <path d="M4 4l10 10M14 4L4 14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </RadixDialog.Close>
        </div>
        {description !== undefined ? (
          <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
        ) : null}
        <div className={styles.body}>{children}</div>
        {footer !== undefined ? <div className={styles.footer}>{footer}</div> : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export interface DrawerCloseProps {
  /** One element that closes the drawer, usually a `Button`. */
  children: ReactElement;
}

function Close({ children }: DrawerCloseProps) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

/**
 * A modal side sheet that slides in from the inline end (the right, or the left in right-to-left
 * pages): a heading with a close button, a scrolling body and an optional footer of actions. Closes
 * on Escape, an overlay click and the close button; focus stays inside while open and returns to
 * the trigger.
 */
export const Drawer = { Root, Trigger, Content, Close };
