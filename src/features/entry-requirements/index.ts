export { EntryRequirementsSection, type EntryRequirementsSectionProps } from './EntryRequirementsSection';
