import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import { z } from 'zod';
import { optionalImageSchema, optionalTextSchema } from '../../shared/media/assetFields';
import { requiredRichTextSchema } from '../../shared/richText/richTextFieldSchema';
import { imagePositionField } from '../RichTextWithImage/imagePosition';

/** One `text_and_image` row: an optional title, the text a visitor reads, and a picture if given. */
export const textAndImage = defineComponent({
  name: 'text_and_image',
  displayName: 'Text and image row',
  kind: 'nestable',
  group: componentGroups.blockParts,
  fields: {
    title: field.text({ displayName: 'Title', translatable: true, schema: () => optionalTextSchema }),
    text: field.richtext({ displayName: 'Text', required: true, translatable: true, schema: () => requiredRichTextSchema }),
    image: field.asset({ displayName: 'Image', filetypes: ['images'], schema: () => optionalImageSchema }),
    image_position: imagePositionField(),
  },
});
export const textAndImageSchema = textAndImage.schema;

/** The Storyblok content of `repeatable_text_and_image`: rows of text beside a picture. */
export const repeatableTextAndImage = defineComponent({
  name: 'repeatable_text_and_image',
  displayName: 'Repeatable text and image',
  kind: 'nestable',
  group: componentGroups.text,
  fields: {
    items: field.bloks({ displayName: 'Rows', of: [textAndImage], minimum: 1, schema: () => z.array(textAndImageSchema).min(1) }),
  },
});
export const repeatableTextAndImageSchema = repeatableTextAndImage.schema;

export type RepeatableTextAndImageContent = z.infer<typeof repeatableTextAndImageSchema>;
export type TextAndImageContent = z.infer<typeof textAndImageSchema>;
