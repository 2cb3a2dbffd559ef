import * as RadixTabs from '@radix-ui/react-tabs';
import { createContext, useContext, type ReactNode } from 'react';
import { useControllableState } from '../../private/useControllableState';
import { useDirection, type Direction } from '../../providers/DirectionProvider';
import * as styles from './Tabs.css';

export interface TabsRootProps {
  /** The selected tab's value, controlled; pair with `onValueChange`. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * `automatic` selects a tab as arrow keys focus it; `manual` waits for Enter or Space (for
   * panels that are expensive to show).
   * @default 'automatic'
   */
  activationMode?: 'automatic' | 'manual';
  /** Reading direction for the arrow keys; defaults to the `DirectionProvider`'s. */
  dir?: Direction;
  children: ReactNode;
}

// The selected value, so that force-mounted panels can hide themselves.
const SelectedContext = createContext<string | undefined>(undefined);

function Root({
  value: valueProp,
  defaultValue,
  onValueChange,
  activationMode,
  dir,
  children,
}: TabsRootProps) {
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange as ((value: string | undefined) => void) | undefined,
  });
  return (
    <SelectedContext.Provider value={value}>
      <RadixTabs.Root
        className={styles.root}
        dir={useDirection(dir)}
        // Always controlled: '' (no tab) until one is chosen, never a switch from uncontrolled.
        value={value ?? ''}
        onValueChange={setValue}
        activationMode={activationMode}
      >
        {children}
      </RadixTabs.Root>
    </SelectedContext.Provider>
  );
}

export interface TabsListProps {
  /** Accessible name of the tab strip (already translated), e.g. "Contest categories". */
  label: string;
  children: ReactNode;
}

function List({ label, children }: TabsListProps) {
  return (
    <RadixTabs.List className={styles.list} aria-label={label}>
      {children}
    </RadixTabs.List>
  );
}

export interface TabsTriggerProps {
  value: string;
  disabled?: boolean;
  children: ReactNode;
}

function Trigger({ value, disabled, children }: TabsTriggerProps) {
  return (
    <RadixTabs.Trigger className={styles.trigger} value={value} disabled={disabled}>
      {children}
    </RadixTabs.Trigger>
  );
}

export interface TabsContentProps {
  value: string;
  /**
   * Keep the panel mounted while inactive (hidden), to keep its state or scroll position.
   * @default false
   */
  forceMount?: boolean;
  children: ReactNode;
}

function Content({ value, forceMount, children }: TabsContentProps) {
  const selected = useContext(SelectedContext) === value;
  return (
    <RadixTabs.Content
      className={styles.content}
      value={value}
      forceMount={forceMount || undefined}
      // Radix leaves force-mounted inactive panels unhidden; the style hides them too.
      hidden={!selected}
    >
      {children}
    </RadixTabs.Content>
  );
}

/**
 * Tabs: `Tabs.Root` holds the selection, `Tabs.List` the named strip of `Tabs.Trigger`s,
 * `Tabs.Content` one panel per value. Arrow keys move between tabs (mirrored in right to left),
 * Home and End jump to the ends.
 */
export const Tabs = { Root, List, Trigger, Content };
