import {
  Children,
  cloneElement,
  isValidElement,
  useCallback,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** One callback ref that feeds both given refs; stable while they are. */
export function useComposedRefs<T>(a: Ref<T> | undefined, b: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      setRef(a, node);
      setRef(b, node);
    },
    [a, b],
  );
}

/**
 * Merges the slot's props into the child's: handlers run child first, then slot (unless the child
 * called `preventDefault`); classes concatenate; styles merge, child wins; other props, child wins.
 */
export function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const slotValue = slotProps[key];
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        const event = args[0] as { defaultPrevented?: boolean } | undefined;
        if (!event?.defaultPrevented) slotValue(...args);
      };
    } else if (key === 'className' && slotValue && childValue) {
      merged[key] = `${String(slotValue)} ${String(childValue)}`;
    } else if (key === 'style' && slotValue && childValue) {
      merged[key] = { ...(slotValue as object), ...(childValue as object) };
    } else if (childValue === undefined) {
      merged[key] = slotValue;
    }
  }
  return merged;
}

export interface SlotProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * Renders its only child element with the slot's props merged in, so a component can lend its
 * behaviour and look to another element (`asChild`): a design-system Button drawn as a router link.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  const child = Children.only(children);
  const childRef = isValidElement(child)
    ? ((child.props as AnyProps).ref as Ref<HTMLElement> | undefined)
    : undefined;
  const composedRef = useComposedRefs(ref, childRef);
  if (!isValidElement(child)) return null;
  const element = child as ReactElement<AnyProps>;
  return cloneElement(element, { ...mergeProps(slotProps as AnyProps, element.props), ref: composedRef });
}
