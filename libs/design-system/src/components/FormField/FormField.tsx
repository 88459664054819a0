import { useId, type ReactNode } from 'react';
import { IconAlert } from '../Icon/icons';
import * as styles from './FormField.css';

/** What a control needs to be wired to its field: spread these onto the input, select or textarea. */
export interface FormFieldControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /**
   * Marks the field required: an asterisk after the label and `required` on the control, which
   * screen readers announce in the reader's own language (so no spoken text of ours to translate).
   * @default false
   */
  required?: boolean;
  /** Help below the label, linked to the control by `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; marks the control invalid and links the message to it. */
  error?: ReactNode;
  /** Id for the control. @default a generated id */
  id?: string;
  /** Renders the control with the props that wire it up. */
  children: (control: FormFieldControlProps) => ReactNode;
}

/** Label, required marker, hint and error around one control, linked by `for`, `aria-describedby` and `aria-invalid`. */
export function FormField({ label, required = false, hint, error, id, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        required: required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          <IconAlert size="sm" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
