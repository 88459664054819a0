import { Controller, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox, RadioGroup, Select, Textarea, TextField } from '@clavis/design-system';
import type { FormFieldDefinition } from '../formDefinition';
import type { FormValues } from '../rules';
import { CheckboxGroup } from './CheckboxGroup';

export interface FormControlProps {
  field: FormFieldDefinition;
  /** The field's registration, with the debounced validation in its onChange. */
  registration: UseFormRegisterReturn;
  control: Control<FormValues>;
  /** Required now (a conditional field only while its condition holds): the asterisk and `required`. */
  required: boolean;
  error?: string;
  /** Called after a change of a control react-hook-form does not register (radios). */
  onValueChange: (name: string) => void;
  /** Spoken after a required radio group's legend, in the page's language. */
  requiredLabel: string;
}

/** One field of a form definition as the design system's matching control. */
export function FormControl({ field, registration, control, required, error, onValueChange, requiredLabel }: FormControlProps) {
  const common = { label: field.label, hint: field.hint, error, required };
  switch (field.type) {
    case 'textarea':
      return <Textarea {...common} {...registration} placeholder={field.placeholder} autoComplete={field.autoComplete} />;
    case 'select':
      return <Select {...common} {...registration} options={field.options ?? []} placeholder="" autoComplete={field.autoComplete} />;
    case 'checkbox':
      return <Checkbox label={field.label} hint={field.hint} error={error} required={required} {...registration} />;
    case 'checkboxes':
      return <CheckboxGroup label={field.label} hint={field.hint} error={error} required={required} options={field.options ?? []} registration={registration} />;
    case 'radio':
      return (
        <Controller
          name={field.name}
          control={control}
          render={({ field: controller }) => (
            <RadioGroup
              {...common}
              requiredLabel={requiredLabel}
              name={field.name}
              options={field.options ?? []}
              value={typeof controller.value === 'string' ? controller.value : ''}
              onChange={(value) => {
                controller.onChange(value);
                onValueChange(field.name);
              }}
            />
          )}
        />
      );
    case 'file':
      // Not offered by CMS forms (cmsForm.ts): a JSON submission cannot carry files.
      return null;
    default:
      return (
        <TextField
          {...common}
          {...registration}
          type={field.type}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          inputMode={field.type === 'tel' ? 'numeric' : undefined}
        />
      );
  }
}
