import * as RadixTabs from '@radix-ui/react-tabs';
import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';
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

/** The selected value, and the ids that link each tab to its panel. */
const TabsContext = createContext<{ selected: string | undefined; baseId: string }>({
  selected: undefined,
  baseId: '',
});

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

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
  const baseId = useId();
  // Kept while the selection is: a new object would draw every tab again with each render of the parent.
  const context = useMemo(() => ({ selected: value, baseId }), [value, baseId]);
  return (
    <TabsContext.Provider value={context}>
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
    </TabsContext.Provider>
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
  const { baseId } = useContext(TabsContext);
  return (
    <RadixTabs.Trigger
      className={styles.trigger}
      value={value}
      disabled={disabled}
      // The panel is this file's own (`Content`): the tab names it by the ids this Tabs gives both.
      id={tabId(baseId, value)}
      aria-controls={panelId(baseId, value)}
    >
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

/**
 * The panel, drawn here rather than by Radix's `Tabs.Content`: Radix's reads the panel's computed style as it
 * mounts (to wait for an exit animation these panels do not have), which makes the browser compute the style
 * of the whole page in the task that draws the panel. An inactive panel is not drawn unless `forceMount`.
 */
function Content({ value, forceMount, children }: TabsContentProps) {
  const { selected: selectedValue, baseId } = useContext(TabsContext);
  const selected = selectedValue === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      className={styles.content}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!selected}
      // A Tab stop, as the pattern asks: a panel may hold no control of its own to reach its text by.
      tabIndex={0}
    >
      {children}
    </div>
  );
}

/**
 * Tabs: `Tabs.Root` holds the selection, `Tabs.List` the named strip of `Tabs.Trigger`s,
 * `Tabs.Content` one panel per value. Arrow keys move between tabs (mirrored in right to left),
 * Home and End jump to the ends.
 */
export const Tabs = { Root, List, Trigger, Content };
