export {
  Accordion,
  accordionHeadingLevels,
  type AccordionContentProps,
  type AccordionHeadingLevel,
  type AccordionItemProps,
  type AccordionMultipleProps,
  type AccordionRootProps,
  type AccordionSingleProps,
  type AccordionTriggerProps,
} from './Accordion';
