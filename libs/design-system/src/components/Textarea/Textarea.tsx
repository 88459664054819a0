import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FormField } from '../FormField/FormField';
import { control } from '../private/field.css';
import * as styles from './Textarea.css';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  /** @default 5 */
  rows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input that the user can make taller. */
export function Textarea({ label, hint, error, required, id, rows = 5, ...textarea }: TextareaProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id}>
      {(controlProps) => <textarea {...textarea} {...controlProps} rows={rows} className={`${control} ${styles.textarea}`} />}
    </FormField>
  );
}
