import { useId, type ChangeEvent, type ClipboardEvent, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './TextField.css';

export const textFieldTypes = ['text', 'tel', 'email', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps {
  /** Visible label, already translated; also the input's accessible name. */
  label: string;
  value: string;
  onValueChange?: (value: string) => void;
  /** Error message, already translated. Marks the input `aria-invalid` and describes it. */
  error?: string;
  /** A hint under the input, already translated; describes it too. */
  hint?: ReactNode;
  /**
   * What the field did to the last input, already translated (e.g. characters it dropped, a paste it cut);
   * announced politely and describes the input.
   */
  notice?: string;
  /**
   * The most characters the field takes. A paste that would exceed it reaches `onValueChange` whole, so that
   * the owner can cut it and say so rather than the browser cutting it silently.
   */
  maxLength?: number;
  placeholder?: string;
  /** @default false */
  disabled?: boolean;
  /** @default false */
  required?: boolean;
  /** @default 'text' */
  type?: TextFieldType;
  /** Which on-screen keyboard phones show, e.g. `numeric` for digits. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  name?: string;
  /** Multi-line entry (an address). @default false */
  multiline?: boolean;
}

/**
 * A labelled text input with an optional hint and error message, both tied to the input with
 * `aria-describedby`; the error is announced when it appears.
 */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  notice,
  maxLength,
  placeholder,
  disabled = false,
  required = false,
  type = 'text',
  inputMode,
  autoComplete,
  name,
  multiline = false,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;
  const describedBy =
    [hint ? hintId : null, notice ? noticeId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    name,
    value,
    placeholder,
    disabled,
    required,
    autoComplete,
    inputMode,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    maxLength,
    className: styles.input({ multiline }),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onValueChange?.(event.target.value),
    onPaste: (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (maxLength === undefined || !onValueChange) return;
      const field = event.currentTarget;
      const start = field.selectionStart ?? field.value.length;
      const end = field.selectionEnd ?? start;
      const pasted =
        field.value.slice(0, start) + event.clipboardData.getData('text') + field.value.slice(end);
      if (pasted.length <= maxLength) return;
      event.preventDefault();
      onValueChange(pasted);
    },
  };
  return (
    <div
      className={styles.field}
      data-invalid={error ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {multiline ? <textarea rows={3} {...common} /> : <input type={type} {...common} />}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {/* Always present so that a notice appearing in it is announced, after what the person is doing. */}
      <p id={noticeId} className={styles.hint} aria-live="polite" hidden={!notice}>
        {notice}
      </p>
      {/* Always present so that a message appearing in it is announced. */}
      <p id={errorId} className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
