import * as RadixSelect from '@radix-ui/react-select';
import { useId, useReducer, useState } from 'react';
import { useDirection, type Direction } from '../../providers/DirectionProvider';
import { Chevron } from '../../private/Chevron';
import { OverlayOpenMark } from '../../private/OverlayOpenMark';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  /** Shown text, already translated. */
  label: string;
  disabled?: boolean;
  /** The language of `label` when it differs from the page's (a language's own name), as a BCP 47 tag. */
  lang?: string;
}

export interface SelectProps {
  options: readonly SelectOption[];
  /** The chosen value, controlled; pair with `onValueChange`. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name (already translated); shown above the control unless `hideLabel`. */
  label: string;
  /** Keep `label` for screen readers only, when the context already says it. @default false */
  hideLabel?: boolean;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** @default false */
  disabled?: boolean;
  /** Form field name; a hidden native select then takes part in form submission. */
  name?: string;
  /** @default false */
  required?: boolean;
  /** Reading direction; defaults to the `DirectionProvider`'s. */
  dir?: Direction;
}

/**
 * A single-choice list box (Radix Select): typeahead, arrow keys, Home/End, Escape; the popup
 * positions itself against the trigger and flips near the viewport's edges.
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  label,
  hideLabel = false,
  placeholder,
  disabled = false,
  name,
  required,
  dir,
}: SelectProps) {
  const labelId = useId();
  const direction = useDirection(dir);
  const labelText = <span id={labelId}>{label}</span>;
  // Radix shows the chosen value, controlled; the trigger names it itself, so that the list need not be
  // built to show it ('' is none: the placeholder).
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const chosenValue = value ?? uncontrolledValue;
  const chosen = options.find((option) => option.value === chosenValue);
  // Radix builds a closed list out of sight (for the trigger's text, typeahead and a form's hidden select),
  // and each option then registers itself, a render of the whole select per option. It is built when the
  // trigger is pointed at, pressed or focused, and always for a form field (`name`, `required`), whose hidden
  // select must hold the options to be submitted and validated.
  const [listWanted, wantList] = useReducer(() => true, name !== undefined || required === true);
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.field}>
      {hideLabel ? (
        <VisuallyHidden>{labelText}</VisuallyHidden>
      ) : (
        <span className={styles.label}>{labelText}</span>
      )}
      <RadixSelect.Root
        value={chosenValue}
        onValueChange={(next) => {
          setUncontrolledValue(next);
          onValueChange?.(next);
        }}
        open={open}
        onOpenChange={(next) => {
          if (next) wantList();
          setOpen(next);
        }}
        disabled={disabled}
        name={name}
        required={required}
        dir={direction}
      >
        <RadixSelect.Trigger
          className={styles.trigger}
          aria-labelledby={labelId}
          onPointerEnter={wantList}
          onPointerDown={wantList}
          onFocus={wantList}
        >
          <RadixSelect.Value placeholder={placeholder}>{chosen?.label}</RadixSelect.Value>
          <RadixSelect.Icon asChild>
            <Chevron className={styles.icon} />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        {listWanted ? (
          <RadixSelect.Portal>
            <div className={styles.layer}>
              {open ? (
                // Radix takes the pointer from the page by `pointer-events: none` on the body, which every
                // element inherits: opening restyled the whole page (the race page's account list, 457 elements,
                // 32–55 ms at 4× CPU). Under this cover the page takes no pointer, and the app may keep its root's.
                <div className={styles.scrim} data-select-scrim="" aria-hidden="true">
                  <OverlayOpenMark />
                </div>
              ) : null}
              <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
                <RadixSelect.ScrollUpButton className={styles.scrollButton}>
                  <Chevron className={styles.chevronUp} />
                </RadixSelect.ScrollUpButton>
                <RadixSelect.Viewport className={styles.viewport}>
                  {options.map((option) => (
                    <RadixSelect.Item
                      key={option.value}
                      value={option.value}
                      disabled={option.disabled}
                      className={styles.item}
                    >
                      <RadixSelect.ItemIndicator className={styles.indicator}>
                        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                          <path
                            d="M3 8.5l3.5 3.5L13 5"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="2"
                            strokeLinecap="round"
                          />
                        </svg>
                      </RadixSelect.ItemIndicator>
                      <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    </RadixSelect.Item>
                  ))}
                </RadixSelect.Viewport>
                <RadixSelect.ScrollDownButton className={styles.scrollButton}>
                  <Chevron className={styles.chevronDown} />
                </RadixSelect.ScrollDownButton>
              </RadixSelect.Content>
            </div>
          </RadixSelect.Portal>
        ) : null}
      </RadixSelect.Root>
    </div>
  );
}
