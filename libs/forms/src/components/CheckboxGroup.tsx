import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '@clavis/design-system';
import type { FieldOption } from '../formDefinition';
import * as styles from './CustomFormClient.css';

export interface CheckboxGroupProps {
  label: string;
  options: readonly FieldOption[];
  registration: UseFormRegisterReturn;
  required: boolean;
  hint?: string;
  error?: string;
}

/** Several choices under one question: a fieldset whose legend is the label; hint and error describe it. */
export function CheckboxGroup({ label, options, registration, required, hint, error }: CheckboxGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.group} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className={styles.note}>
          {hint}
        </p>
      ) : null}
      {options.map((option) => (
        <Checkbox key={option.value} label={option.label} value={option.value} {...registration} />
      ))}
      {error ? (
        <p id={errorId} className={styles.groupError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
