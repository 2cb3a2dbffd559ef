import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';
import type { CardPadding, CardTone } from './Card.css';

export interface CardProps {
  /** Optional heading, already translated; it names the card for assistive technology. */
  title?: ReactNode;
  /** Heading level of `title`, to fit the page outline. @default 3 */
  titleLevel?: 2 | 3 | 4;
  /** `raised` on the page, `sunken` for quiet panels, `inverse` on dark bands, `accent` for prizes. @default 'raised' */
  tone?: CardTone;
  /** @default 'md' */
  padding?: CardPadding;
  /** Stretch to its row's height (cards side by side in a grid or a carousel). @default false */
  fill?: boolean;
  /** The element drawn: `article` for self-contained items, `li` inside a list. @default 'div' */
  as?: 'div' | 'article' | 'section' | 'li';
  children?: ReactNode;
}

/** A rounded panel that groups one piece of content, with an optional heading that names it. */
export function Card({
  title,
  titleLevel = 3,
  tone,
  padding,
  fill,
  as: Element = 'div',
  children,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${titleLevel}` as const;
  return (
    <Element
      className={styles.card({ tone, padding, fill })}
      aria-labelledby={title !== undefined && Element !== 'div' ? titleId : undefined}
      data-tone={tone ?? 'raised'}
    >
      {title !== undefined ? (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      {children}
    </Element>
  );
}
