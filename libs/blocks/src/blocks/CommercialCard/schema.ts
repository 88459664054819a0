import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import type { z } from 'zod';
import { optionalImageSchema, optionalTextSchema } from '../../shared/media/assetFields';
import { requiredLinkSchema } from '../../shared/media/linkFields';

/** `commercial_card`: a teaser card for a product or offer; the whole card links to it. */
export const commercialCard = defineComponent({
  name: 'commercial_card',
  displayName: 'Commercial card',
  description: 'A teaser card for a product or offer; the whole card links to it.',
  kind: 'nestable',
  group: componentGroups.media,
  fields: {
    title: field.text({ displayName: 'Title', required: true, translatable: true }),
    link: field.link({ displayName: 'Link', required: true, schema: () => requiredLinkSchema }),
    text: field.textarea({ displayName: 'Text', translatable: true, schema: () => optionalTextSchema }),
    image: field.asset({ displayName: 'Image', filetypes: ['images'], schema: () => optionalImageSchema }),
    eyebrow: field.text({
      displayName: 'Eyebrow',
      description: 'A small label above the title ("Angebot", "Neu").',
      translatable: true,
      schema: () => optionalTextSchema,
    }),
  },
});
export const commercialCardSchema = commercialCard.schema;

export type CommercialCardContent = z.infer<typeof commercialCardSchema>;
