import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField } from '../FormField/FormField';
import { control } from '../private/field.css';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search', 'password', 'number', 'date'] as const;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type' | 'id'> {
  label: ReactNode;
  /** @default 'text' */
  type?: (typeof textFieldTypes)[number];
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line input. Works uncontrolled, controlled, or registered with react-hook-form. */
export function TextField({ label, hint, error, required, id, type = 'text', ...input }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id}>
      {(controlProps) => <input {...input} {...controlProps} type={type} className={control} />}
    </FormField>
  );
}
