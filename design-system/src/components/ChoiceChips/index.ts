export { ChoiceChips, type ChoiceChipOption, type ChoiceChipsProps } from './ChoiceChips';
