import { useCallback, useEffect, useRef, useState } from 'react';

interface Options<T> {
  prop: T | undefined;
  defaultProp: T;
  onChange?: (value: T) => void;
}

/**
 * The `value / defaultValue / onValueChange` triad: controlled when `prop` is defined, otherwise
 * owning the state. The setter is stable, so effects (timers) can depend on it.
 */
export function useControllableState<T>({ prop, defaultProp, onChange }: Options<T>) {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const isControlled = prop !== undefined;
  const value = isControlled ? prop : uncontrolled;

  const latest = useRef({ value, isControlled, onChange });
  useEffect(() => {
    latest.current = { value, isControlled, onChange };
  });

  const setValue = useCallback((next: T) => {
    const { value: current, isControlled: controlled, onChange: notify } = latest.current;
    if (Object.is(next, current)) return;
    if (!controlled) setUncontrolled(next);
    latest.current.value = next;
    notify?.(next);
  }, []);

  return [value, setValue] as const;
}
