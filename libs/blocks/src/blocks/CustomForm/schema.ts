import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import { z } from 'zod';
import { cmsFormSchema, INTEREST_FORM_ID } from '@clavis/forms';

/**
 * `custom_form`: the interest form (`form: 'interest'`) or a form the CMS defines field by field
 * (type, label, required, rules with parameters), with an optional title above it.
 */
export const customForm = defineComponent({
  name: 'custom_form',
  displayName: 'Form',
  description: 'The interest form, or a form defined field by field.',
  kind: 'nestable',
  group: componentGroups.form,
  fields: {
    title: field.text({ displayName: 'Title', translatable: true, schema: () => z.string().optional() }),
  },
  // 'interest' or a whole form definition in one field: to become bloks (see README "Shapes to remodel").
  unmodelled: { form: () => z.union([z.literal(INTEREST_FORM_ID), cmsFormSchema]) },
});
export const customFormSchema = customForm.schema;

export type CustomFormContent = z.infer<typeof customFormSchema>;
