export { EntryProcessSection, type EntryProcessSectionProps } from './EntryProcessSection';
