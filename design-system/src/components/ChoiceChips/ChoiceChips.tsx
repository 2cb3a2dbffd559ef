import { useId } from 'react';
import * as styles from './ChoiceChips.css';

export interface ChoiceChipOption<Value extends string> {
  value: Value;
  /** Visible text, already translated. */
  label: string;
}

export interface ChoiceChipsProps<Value extends string> {
  /** The row's visible label, already translated; it names the group. */
  label: string;
  options: ReadonlyArray<ChoiceChipOption<Value>>;
  /** The chosen option's value; exactly one chip is pressed when it matches an option. */
  value: Value;
  onValueChange: (value: Value) => void;
}

/**
 * A row of buttons of which one is chosen (a filter row, a period): each is a toggle button
 * (`aria-pressed`), the row a group named by its label. Pressing the chosen chip again keeps it.
 */
export function ChoiceChips<Value extends string>({
  label,
  options,
  value,
  onValueChange,
}: ChoiceChipsProps<Value>) {
  const labelId = useId();
  return (
    <div className={styles.group} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.options}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.chip}
            aria-pressed={option.value === value}
            onClick={() => {
              if (option.value !== value) onValueChange(option.value);
            }}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
