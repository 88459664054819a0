import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import type { z } from 'zod';
import { optionalTextSchema } from '../../shared/media/assetFields';
import { requiredLinkSchema } from '../../shared/media/linkFields';

/** `pre_footer`: the contact band above the footer: title, text and the link it is there for. */
export const preFooter = defineComponent({
  name: 'pre_footer',
  displayName: 'Pre-footer',
  description: 'The contact band above the footer.',
  kind: 'nestable',
  group: componentGroups.media,
  fields: {
    title: field.text({ displayName: 'Title', required: true, translatable: true }),
    text: field.textarea({ displayName: 'Text', translatable: true, schema: () => optionalTextSchema }),
    link: field.link({ displayName: 'Link', required: true, schema: () => requiredLinkSchema }),
    link_label: field.text({ displayName: 'Link label', translatable: true, schema: () => optionalTextSchema }),
  },
});
export const preFooterSchema = preFooter.schema;

export type PreFooterContent = z.infer<typeof preFooterSchema>;
