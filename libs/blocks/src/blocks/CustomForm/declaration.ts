import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import { z } from 'zod';

/**
 * `custom_form` as Storyblok holds it. `form` is 'interest' or a whole form definition in one field,
 * which Storyblok cannot hold (README "Shapes to remodel"); `schema.ts` parses it with the forms
 * library, which this file leaves out so that `cms:schema` loads no React.
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
  unmodelled: { form: () => z.unknown() },
});
