import './theme/global.css';

export { vars, type ThemeVars } from './theme/vars.css';
export { lightTheme } from './theme/lightTheme.css';
export {
  breakpointFor,
  breakpointNames,
  breakpoints,
  mq,
  mqBelow,
  type Breakpoint,
} from './theme/breakpoints';
export {
  DirectionProvider,
  type Direction,
  type DirectionProviderProps,
} from './providers/DirectionProvider';

export * from './components/Accordion';
export * from './components/Button';
export * from './components/Dialog';
export * from './components/Select';
export * from './components/Skeleton';
export * from './components/Table';
export * from './components/Tabs';
export * from './components/VisuallyHidden';
