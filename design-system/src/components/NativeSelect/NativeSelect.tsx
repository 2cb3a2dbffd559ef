import { useId, type ChangeEvent } from 'react';
import { Chevron } from '../../private/Chevron';
import type { SelectOption } from '../Select';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './NativeSelect.css';
import type { NativeSelectSize } from './NativeSelect.css';

export interface NativeSelectProps {
  options: readonly SelectOption[];
  /** The chosen value, controlled; pair with `onValueChange`. An empty string shows `placeholder`. */
  value: string;
  onValueChange: (value: string) => void;
  /** Accessible name (already translated); shown above the control unless `hideLabel`. */
  label: string;
  /** Keep `label` for screen readers only, when the context already says it. @default false */
  hideLabel?: boolean;
  /** Shown while nothing is chosen; not selectable. */
  placeholder?: string;
  /** @default false */
  disabled?: boolean;
  name?: string;
  /** `sm` for a header or a toolbar on a phone. @default 'md' */
  size?: NativeSelectSize;
  /**
   * The box fits the chosen option rather than the longest one: the browser then lays out that one alone, not
   * every option in its own script's face. For a list in many scripts (the language picker: every face of the
   * font stacks loaded for the first paint, 23 ms of its layout here). @default false
   */
  fitsChosen?: boolean;
}

/**
 * The browser's own `<select>`, styled like `Select`. It costs no script, and phones open their
 * native picker: use it where a short list needs no rich rendering (language, round), on pages
 * whose first load must stay small.
 */
export function NativeSelect({
  options,
  value,
  onValueChange,
  label,
  hideLabel = false,
  placeholder,
  disabled = false,
  name,
  size = 'md',
  fitsChosen = false,
}: NativeSelectProps) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => onValueChange(event.target.value);
  const labelText = <label htmlFor={id}>{label}</label>;
  return (
    <div className={styles.field[size]}>
      {hideLabel ? (
        <VisuallyHidden>{labelText}</VisuallyHidden>
      ) : (
        <span className={styles.label}>{labelText}</span>
      )}
      <span className={styles.control}>
        <select
          id={id}
          className={`${styles.select} ${styles.sized[size]}${fitsChosen ? ` ${styles.fitsChosen}` : ''}`}
          value={value}
          onChange={onChange}
          disabled={disabled}
          name={name}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
        <Chevron className={`${styles.chevron} ${styles.chevronSized[size]}`} />
      </span>
    </div>
  );
}
