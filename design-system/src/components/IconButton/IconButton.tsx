import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './IconButton.css';
import type { IconButtonTone } from './IconButton.css';

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'className' | 'style' | 'children' | 'aria-label' | 'type'
> {
  /** The accessible name (already translated): the icon alone says nothing to a screen reader. */
  label: string;
  /** A decorative glyph or SVG; it is hidden from assistive technology. */
  icon: ReactNode;
  /** @default 'ghost' */
  tone?: IconButtonTone;
}

/** A 44 px round button showing only an icon, named by `label`. */
export function IconButton({ label, icon, tone, ...rest }: IconButtonProps) {
  return (
    <button {...rest} type="button" aria-label={label} className={styles.iconButton({ tone })}>
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
