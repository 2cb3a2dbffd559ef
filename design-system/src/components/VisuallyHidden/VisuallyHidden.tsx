import type { ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  /** Text for assistive technology only. */
  children: ReactNode;
  /**
   * The element drawn: `span` inside phrasing content, `div` for blocks.
   * @default 'span'
   */
  as?: 'span' | 'div';
  id?: string;
}

/** Content that screen readers announce but the screen does not show. */
export function VisuallyHidden({ children, as: Element = 'span', id }: VisuallyHiddenProps) {
  return (
    <Element className={styles.visuallyHidden} id={id}>
      {children}
    </Element>
  );
}
