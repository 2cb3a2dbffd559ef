import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import { Chevron } from '../../private/Chevron';
import * as styles from './DropdownMenu.css';

export interface DropdownMenuRootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

function Root({ children, ...props }: DropdownMenuRootProps) {
  return (
    <RadixMenu.Root {...props} modal={false}>
      {children}
    </RadixMenu.Root>
  );
}

export interface DropdownMenuTriggerProps {
  /** One element that opens the menu, usually a `Button` or an `IconButton`. */
  children: ReactElement;
}

function Trigger({ children }: DropdownMenuTriggerProps) {
  return <RadixMenu.Trigger asChild>{children}</RadixMenu.Trigger>;
}

/**
 * The down chevron after a trigger's text, drawn rather than typed: no face of the font stacks has "▾", so the
 * browser loaded every face of the stack looking for one (34 ms of layout the first time, e2e/font-faces.spec.ts).
 */
function TriggerChevron() {
  return <Chevron className={styles.triggerChevron} />;
}

/** The menu is named by its trigger (Radix links them), so the trigger's text must say what it opens. */
export interface DropdownMenuContentProps {
  /** @default 'end' */
  align?: 'start' | 'center' | 'end';
  children: ReactNode;
}

// In place rather than in a portal at the end of the body: the open menu stays inside its trigger's
// landmark (the header's navigation), where a screen reader's landmark list finds it.
function Content({ align = 'end', children }: DropdownMenuContentProps) {
  return (
    <RadixMenu.Content className={styles.content} align={align} sideOffset={6}>
      {children}
    </RadixMenu.Content>
  );
}

export interface DropdownMenuItemProps {
  /** Called when the item is chosen by click, Enter or Space; the menu then closes. */
  onSelect?: () => void;
  disabled?: boolean;
  /** Draw the only child (a link, a router link) as the item. @default false */
  asChild?: boolean;
  children: ReactNode;
}

function Item({ onSelect, disabled, asChild, children }: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item className={styles.item} onSelect={onSelect} disabled={disabled} asChild={asChild}>
      {children}
    </RadixMenu.Item>
  );
}

function Label({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className={styles.label}>{children}</RadixMenu.Label>;
}

function Separator() {
  return <RadixMenu.Separator className={styles.separator} />;
}

/** A menu of actions or links opened from a trigger (Radix Dropdown Menu: keyboard, typeahead, RTL). */
export const DropdownMenu = { Root, Trigger, TriggerChevron, Content, Item, Label, Separator };
