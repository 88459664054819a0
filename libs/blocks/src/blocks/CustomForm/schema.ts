import { z } from 'zod';
import { cmsFormSchema, INTEREST_FORM_ID } from '@clavis/forms';
import { customForm } from './declaration';

/**
 * `custom_form`: the interest form (`form: 'interest'`) or a form the CMS defines field by field
 * (type, label, required, rules with parameters), with an optional title above it.
 */
export const customFormSchema = z.lazy(() =>
  customForm.schema.unwrap().extend({ form: z.union([z.literal(INTEREST_FORM_ID), cmsFormSchema]) }),
);

export type CustomFormContent = z.infer<typeof customFormSchema>;
