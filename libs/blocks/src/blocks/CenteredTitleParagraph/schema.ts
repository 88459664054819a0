import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import type { z } from 'zod';
import { optionalTextSchema } from '../../shared/media/assetFields';

/** The Storyblok content of `centered_title_paragraph`: a title, with an optional short paragraph. */
export const centeredTitleParagraph = defineComponent({
  name: 'centered_title_paragraph',
  displayName: 'Centered title and paragraph',
  kind: 'nestable',
  group: componentGroups.text,
  fields: {
    title: field.text({ displayName: 'Title', required: true, translatable: true }),
    text: field.textarea({ displayName: 'Text', translatable: true, schema: () => optionalTextSchema }),
  },
});
export const centeredTitleParagraphSchema = centeredTitleParagraph.schema;

export type CenteredTitleParagraphContent = z.infer<typeof centeredTitleParagraphSchema>;
