export { TermsCardSection, type TermsCardSectionProps } from './TermsCardSection';
