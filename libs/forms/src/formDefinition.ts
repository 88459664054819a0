import type { FieldRules } from './rules';

export const fieldTypes = [
  'text',
  'email',
  'tel',
  'url',
  'number',
  'date',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'checkboxes',
  'file',
] as const;

export type FieldType = (typeof fieldTypes)[number];

export interface FieldOption {
  value: string;
  label: string;
}

/** One field of a form, with its rules; labels are already in the visitor's language. */
export interface FormFieldDefinition extends FieldRules {
  type: FieldType;
  hint?: string;
  placeholder?: string;
  /** For select, radio and checkboxes. */
  options?: readonly FieldOption[];
  autoComplete?: string;
}

/** A whole form: the interest form from code, or a custom form from the CMS. */
export interface FormDefinition {
  id: string;
  fields: readonly FormFieldDefinition[];
}

/** Whether a field is required whenever its condition holds (for the asterisk). */
export function isRequiredField(field: FieldRules): boolean {
  return field.rules.some(({ rule }) => rule === 'required' || rule === 'accepted');
}
