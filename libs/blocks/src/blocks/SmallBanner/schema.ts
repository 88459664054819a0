import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import type { z } from 'zod';
import { optionalImageSchema, optionalTextSchema } from '../../shared/media/assetFields';
import { optionalLinkSchema } from '../../shared/media/linkFields';

/** `small_banner`: a compact teaser band: title, short text, call to action, optional picture. */
export const smallBanner = defineComponent({
  name: 'small_banner',
  displayName: 'Small banner',
  kind: 'nestable',
  group: componentGroups.media,
  fields: {
    title: field.text({ displayName: 'Title', required: true, translatable: true }),
    text: field.textarea({ displayName: 'Text', translatable: true, schema: () => optionalTextSchema }),
    link: field.link({ displayName: 'Link', schema: () => optionalLinkSchema }),
    link_label: field.text({ displayName: 'Link label', translatable: true, schema: () => optionalTextSchema }),
    image: field.asset({ displayName: 'Image', filetypes: ['images'], schema: () => optionalImageSchema }),
  },
});
export const smallBannerSchema = smallBanner.schema;

export type SmallBannerContent = z.infer<typeof smallBannerSchema>;
