// The default export, so that a page's `lazy(() => import(…))` takes the module as it is.
export { default, type RoundCalendarProps } from './RoundCalendar';
