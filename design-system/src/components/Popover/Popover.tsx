import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Popover.css';

export interface PopoverRootProps {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  /** Called on every request to open or close: the trigger, Escape, a click or focus outside. */
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

function Root({ open, defaultOpen, onOpenChange, children }: PopoverRootProps) {
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children}
    </RadixPopover.Root>
  );
}

export interface PopoverTriggerProps {
  /** One button that opens and closes the panel; it gets `aria-expanded` and `aria-controls`. */
  children: ReactElement;
}

function Trigger({ children }: PopoverTriggerProps) {
  return <RadixPopover.Trigger asChild>{children}</RadixPopover.Trigger>;
}

export interface PopoverContentProps {
  /** Accessible name of the panel, already translated. */
  label: string;
  /** Which edge of the trigger the panel lines up with. @default 'start' */
  align?: 'start' | 'center' | 'end';
  children: ReactNode;
}

function Content({ label, align = 'start', children }: PopoverContentProps) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content className={styles.content} aria-label={label} align={align} sideOffset={6}>
        {children}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
}

/**
 * A non-modal panel anchored to a trigger button (a picker, a short list of choices). It closes on
 * Escape and on a click outside, reporting both through `onOpenChange`, and returns focus to the trigger.
 */
export const Popover = { Root, Trigger, Content };
