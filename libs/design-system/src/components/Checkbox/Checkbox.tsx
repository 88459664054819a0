import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import * as fieldStyles from '../FormField/FormField.css';
import { IconAlert } from '../Icon/icons';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'> {
  /** The text beside the box (a consent sentence may hold a link). */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A single labelled checkbox (consent, newsletter). */
export function Checkbox({ label, hint, error, id, required, ...input }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.choiceRow}>
        <input
          {...input}
          id={inputId}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.checkbox}
        />
        <span>
          {label}
          {required ? (
            <span className={fieldStyles.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </span>
      </label>
      {hint ? (
        <p id={`${inputId}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className={fieldStyles.error}>
          <IconAlert size="sm" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
