export { SiteFooterSection, type SiteFooterSectionProps } from './SiteFooterSection';
