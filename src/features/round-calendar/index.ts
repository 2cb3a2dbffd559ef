export { default as RoundCalendar, type RoundCalendarProps } from './RoundCalendar';
