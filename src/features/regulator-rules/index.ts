export {
  RegulatorRulesSection,
  regulatorSectionId,
  type RegulatorRulesSectionProps,
} from './RegulatorRulesSection';
