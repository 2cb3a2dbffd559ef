import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
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

function Root(props: AccordionRootProps) {
  const dir = useDirection(props.dir);
  if (props.type === 'single') {
    const { collapsible = true, children, ...rest } = props;
    return (
      <RadixAccordion.Root className={styles.root} {...rest} dir={dir} collapsible={collapsible}>
        {children}
      </RadixAccordion.Root>
    );
  }
  const { children, ...rest } = props;
  return (
    <RadixAccordion.Root className={styles.root} {...rest} dir={dir}>
      {children}
    </RadixAccordion.Root>
  );
}

export interface AccordionItemProps {
  value: string;
  disabled?: boolean;
  children: ReactNode;
}

function Item({ value, disabled, children }: AccordionItemProps) {
  return (
    <RadixAccordion.Item className={styles.item} value={value} disabled={disabled}>
      {children}
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
  return (
    <RadixAccordion.Header asChild>
      <Heading className={styles.header}>
        <RadixAccordion.Trigger className={styles.trigger}>
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
