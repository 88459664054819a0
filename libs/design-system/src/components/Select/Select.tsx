import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FormField } from '../FormField/FormField';
import { IconChevronDown } from '../Icon/icons';
import { control } from '../private/field.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id' | 'multiple'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty option ("Choose a country"); selecting it leaves the field empty. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: the platform's own keyboard and screen-reader behaviour, in the brand's box. */
export function Select({ label, options, placeholder, hint, error, required, id, ...select }: SelectProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id}>
      {(controlProps) => (
        <span className={styles.wrapper}>
          <select {...select} {...controlProps} className={`${control} ${styles.select}`}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <span className={styles.chevron}>
            <IconChevronDown />
          </span>
        </span>
      )}
    </FormField>
  );
}
