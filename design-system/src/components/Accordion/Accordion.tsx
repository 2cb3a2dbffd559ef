import * as RadixAccordion from '@radix-ui/react-accordion';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useDirection, type Direction } from '../../providers/DirectionProvider';
import * as styles from './Accordion.css';

interface RootBase {
  /** Disable every item. */
  disabled?: boolean;
  /** Reading direction; defaults to the `DirectionProvider`'s. */
  dir?: Direction;
  children: ReactNode;
}

/** One item open at a time (an FAQ). */
export interface AccordionSingleProps extends RootBase {
  type: 'single';
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * Whether the open item can be closed, leaving none open.
   * @default true
   */
  collapsible?: boolean;
}

/** Any number of items open. */
export interface AccordionMultipleProps extends RootBase {
  type: 'multiple';
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

export type AccordionRootProps = AccordionSingleProps | AccordionMultipleProps;

/** The values of the open items ('' or none: nothing open). */
const openValues = (value: string | string[] | undefined): string[] =>
  value === undefined || value === '' ? [] : typeof value === 'string' ? [value] : value;

/** Which items are open: an item's panel is mounted only once it is open or about to be (`Item`). */
const OpenItems = createContext<readonly string[]>([]);

/** The open items: Radix shows them, controlled, and each item reads whether it is one of them. */
function Root(props: AccordionRootProps) {
  const dir = useDirection(props.dir);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(() => openValues(props.defaultValue));
  const open = props.value === undefined ? uncontrolledOpen : openValues(props.value);
  if (props.type === 'single') {
    const {
      collapsible = true,
      children,
      onValueChange,
      value: _value,
      defaultValue: _default,
      ...rest
    } = props;
    return (
      <OpenItems.Provider value={open}>
        <RadixAccordion.Root
          className={styles.root}
          {...rest}
          dir={dir}
          collapsible={collapsible}
          value={open[0] ?? ''}
          onValueChange={(value: string) => {
            setUncontrolledOpen(openValues(value));
            onValueChange?.(value);
          }}
        >
          {children}
        </RadixAccordion.Root>
      </OpenItems.Provider>
    );
  }
  const { children, onValueChange, value: _value, defaultValue: _default, ...rest } = props;
  return (
    <OpenItems.Provider value={open}>
      <RadixAccordion.Root
        className={styles.root}
        {...rest}
        dir={dir}
        value={open}
        onValueChange={(value: string[]) => {
          setUncontrolledOpen(value);
          onValueChange?.(value);
        }}
      >
        {children}
      </RadixAccordion.Root>
    </OpenItems.Provider>
  );
}

export interface AccordionItemProps {
  value: string;
  disabled?: boolean;
  children: ReactNode;
}

/** Whether the item's panel is mounted, and how its heading asks for it before it opens. */
const ItemPanel = createContext<{ mounted: boolean; prepare: () => void }>({
  mounted: true,
  prepare: () => undefined,
});

/**
 * A closed panel is empty (Radix renders its content only open), yet each one mounted measures itself as it
 * mounts, a forced layout per item: a board of 20 rows paid 20 of them. So the panel mounts when the item
 * opens or is about to (its heading pointed at, pressed or focused: the first opening still animates from
 * a closed panel), and stays for the closing animation.
 */
function Item({ value, disabled, children }: AccordionItemProps) {
  const open = useContext(OpenItems).includes(value);
  const [prepared, setPrepared] = useState(open);
  // Once open, the panel stays mounted (state adjusted as it renders, not in an effect after it).
  if (open && !prepared) setPrepared(true);
  const mounted = open || prepared;
  const panel = useMemo(() => ({ mounted, prepare: () => setPrepared(true) }), [mounted]);
  return (
    <RadixAccordion.Item className={styles.item} value={value} disabled={disabled}>
      <ItemPanel.Provider value={panel}>{children}</ItemPanel.Provider>
    </RadixAccordion.Item>
  );
}

export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

export interface AccordionTriggerProps {
  children: ReactNode;
  /**
   * The heading level wrapping the trigger, to fit the page outline.
   * @default 3
   */
  headingLevel?: AccordionHeadingLevel;
}

function Trigger({ children, headingLevel = 3 }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  const { prepare } = useContext(ItemPanel);
  return (
    <RadixAccordion.Header asChild>
      <Heading className={styles.header}>
        <RadixAccordion.Trigger
          className={styles.trigger}
          onPointerEnter={prepare}
          onPointerDown={prepare}
          onFocus={prepare}
        >
          <span>{children}</span>
          <svg
            className={styles.chevron}
            width="16"
            height="16"
            viewBox="0 0 16 16"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
}

export interface AccordionContentProps {
  children: ReactNode;
}

function Content({ children }: AccordionContentProps) {
  if (!useContext(ItemPanel).mounted) return null;
  return (
    <RadixAccordion.Content className={styles.content}>
      <div className={styles.contentInner}>{children}</div>
    </RadixAccordion.Content>
  );
}

/**
 * Disclosure sections: `Accordion.Root` (`type="single"` or `"multiple"`), one `Accordion.Item`
 * per section with an `Accordion.Trigger` heading and its `Accordion.Content`. Arrow keys move
 * between headings, Home and End jump.
 */
export const Accordion = { Root, Item, Trigger, Content };
