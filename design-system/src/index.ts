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
export { mediaMatches, mediaQueryList } from './theme/mediaQuery';
export { modalOverlayOpenAttribute } from './private/OverlayOpenMark';
export {
  DirectionProvider,
  type Direction,
  type DirectionProviderProps,
} from './providers/DirectionProvider';

export * from './components/Accordion';
export * from './components/Badge';
export * from './components/Button';
export * from './components/Card';
export * from './components/Carousel';
export * from './components/ChoiceChips';
export * from './components/Confetti';
export * from './components/Dialog';
export * from './components/Drawer';
export * from './components/DropdownMenu';
export * from './components/IconButton';
export * from './components/NativeSelect';
export * from './components/Notice';
export * from './components/Pagination';
export * from './components/Popover';
export * from './components/ProgressBar';
export * from './components/Select';
export * from './components/Skeleton';
export * from './components/Table';
export * from './components/Tabs';
export * from './components/TextField';
export * from './components/Toast';
export * from './components/VisuallyHidden';
