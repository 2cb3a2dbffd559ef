import {
  Children,
  cloneElement,
  isValidElement,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Slot } from '../../private/Slot';
import * as styles from './Button.css';
import type { ButtonSize, ButtonTone } from './Button.css';

export interface ButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'className' | 'style' | 'children'
> {
  /**
   * Visual weight: `primary` (navy) for the main action, `secondary` (gold) for promotions,
   * `ghost` for quiet actions, `danger` for destructive ones.
   * @default 'primary'
   */
  tone?: ButtonTone;
  /** @default 'md' */
  size?: ButtonSize;
  /** Stretch to the container's inline size. @default false */
  fullWidth?: boolean;
  /**
   * Shows a spinner, sets `aria-busy` and ignores clicks (and form submission) while keeping the
   * label's width and keeping focus on the button, so screen reader users are not thrown back to
   * the top of the page as they would be by a native `disabled`.
   * @default false
   */
  loading?: boolean;
  /**
   * Draw the only child (a link, a router link) as the button instead of a `<button>`.
   * @default false
   */
  asChild?: boolean;
  /** @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  children: ReactNode;
}

export function Button({
  tone,
  size,
  fullWidth,
  loading = false,
  asChild = false,
  disabled = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const className = styles.button({ tone, size, fullWidth });
  // A link cannot be natively disabled, and a loading button stays focusable: both use aria-disabled.
  const softDisabled = loading || (asChild && disabled);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (softDisabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const content = (label: ReactNode) => (
    <>
      <span className={styles.label}>{label}</span>
      {loading ? <span className={styles.spinner} aria-hidden="true" data-part="spinner" /> : null}
    </>
  );

  const common = {
    ...rest,
    className,
    'aria-busy': loading || undefined,
    'aria-disabled': softDisabled || undefined,
    onClick: handleClick,
  };

  if (asChild) {
    const child = Children.only(children);
    if (!isValidElement(child)) return null;
    const element = child as ReactElement<{ children?: ReactNode }>;
    return (
      <Slot {...(common as object)} tabIndex={disabled ? -1 : rest.tabIndex}>
        {cloneElement(element, undefined, content(element.props.children))}
      </Slot>
    );
  }

  return (
    <button {...common} type={type} disabled={disabled && !loading}>
      {content(children)}
    </button>
  );
}
