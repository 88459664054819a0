import { useId, type ChangeEvent, type ReactNode } from 'react';
import { visuallyHidden } from '../../css/focusRing.css';
import * as fieldStyles from '../FormField/FormField.css';
import { IconAlert } from '../Icon/icons';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question, rendered as the fieldset's legend. */
  label: ReactNode;
  /** Form field name shared by the radios. */
  name: string;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  required?: boolean;
  /** @default 'required' */
  requiredLabel?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Lay the options out in a row. @default false */
  inline?: boolean;
}

/** One choice from a few: a fieldset with a legend; arrow keys move between options (native radios). */
export function RadioGroup({
  label,
  name,
  options,
  value,
  defaultValue,
  onChange,
  required = false,
  requiredLabel = 'required',
  hint,
  error,
  inline = false,
}: RadioGroupProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={`${styles.legend} ${fieldStyles.label}`}>
        {label}
        {required ? (
          <span className={fieldStyles.required}>
            <span aria-hidden="true">*</span>
            <span className={visuallyHidden}>{` (${requiredLabel})`}</span>
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={[styles.options, inline ? styles.inline : undefined].filter(Boolean).join(' ')}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label key={option.value} className={styles.choiceRow}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                disabled={option.disabled}
                required={required}
                data-invalid={error ? true : undefined}
                className={styles.radio}
                {...(value !== undefined ? { checked: value === option.value } : {})}
                {...(defaultValue !== undefined && value === undefined ? { defaultChecked: defaultValue === option.value } : {})}
                onChange={onChange ? (event) => onChange(option.value, event) : undefined}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          <IconAlert size="sm" />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
