import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import type { z } from 'zod';
import { requiredRichTextSchema } from '../../shared/richText/richTextFieldSchema';

/** The Storyblok content of `rich_text`: one rich-text document, the block's only content. */
export const richTextBlockComponent = defineComponent({
  name: 'rich_text',
  displayName: 'Rich text',
  kind: 'nestable',
  group: componentGroups.text,
  fields: {
    text: field.richtext({ displayName: 'Text', required: true, translatable: true, schema: () => requiredRichTextSchema }),
  },
});
export const richTextBlockSchema = richTextBlockComponent.schema;

export type RichTextBlockContent = z.infer<typeof richTextBlockSchema>;
