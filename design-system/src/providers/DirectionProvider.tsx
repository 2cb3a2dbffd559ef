import { createContext, useContext, type ReactNode } from 'react';

export type Direction = 'ltr' | 'rtl';

const DirectionContext = createContext<Direction | undefined>(undefined);

export interface DirectionProviderProps {
  /** The reading direction of the page: `rtl` for the `ae` and `ug` locales. */
  dir: Direction;
  children?: ReactNode;
}

/**
 * Tells the Radix-based components the reading direction, so arrow keys in tabs and menus follow
 * it (CSS mirrors through logical properties and the `dir` attribute on its own). Set `dir` on
 * `<html>` too.
 */
export function DirectionProvider({ dir, children }: DirectionProviderProps) {
  return <DirectionContext.Provider value={dir}>{children}</DirectionContext.Provider>;
}

/** A component's own `dir` prop wins over the provider; Radix falls back to `ltr`. */
export function useDirection(local?: Direction): Direction | undefined {
  const inherited = useContext(DirectionContext);
  return local ?? inherited;
}
