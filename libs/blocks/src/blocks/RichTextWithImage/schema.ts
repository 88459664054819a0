import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import type { z } from 'zod';
import { optionalImageSchema } from '../../shared/media/assetFields';
import { requiredRichTextSchema } from '../../shared/richText/richTextFieldSchema';
import { imagePositionField } from './imagePosition';

/**
 * The Storyblok content of `rich_text_with_image`: rich text with a picture beside it. The text is
 * what a visitor reads, so it is required; without a picture the text stands alone.
 */
export const richTextWithImage = defineComponent({
  name: 'rich_text_with_image',
  displayName: 'Rich text with image',
  kind: 'nestable',
  group: componentGroups.text,
  fields: {
    text: field.richtext({ displayName: 'Text', required: true, translatable: true, schema: () => requiredRichTextSchema }),
    image: field.asset({ displayName: 'Image', filetypes: ['images'], schema: () => optionalImageSchema }),
    image_position: imagePositionField(),
  },
});
export const richTextWithImageSchema = richTextWithImage.schema;

export type RichTextWithImageContent = z.infer<typeof richTextWithImageSchema>;
