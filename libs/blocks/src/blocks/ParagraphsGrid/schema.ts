import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import { z } from 'zod';
import { optionalTextSchema } from '../../shared/media/assetFields';

/** One `paragraph_item`: a short title (often a figure, "1962") and its line of text. */
export const paragraphItem = defineComponent({
  name: 'paragraph_item',
  displayName: 'Paragraph',
  description: 'A short title (often a figure, "1962") and its line of text.',
  kind: 'nestable',
  group: componentGroups.blockParts,
  fields: {
    title: field.text({ displayName: 'Title', required: true, translatable: true }),
    text: field.textarea({ displayName: 'Text', translatable: true, schema: () => optionalTextSchema }),
  },
});
export const paragraphItemSchema = paragraphItem.schema;

/** The Storyblok content of `paragraphs_grid`: an optional title over a grid of short paragraphs. */
export const paragraphsGrid = defineComponent({
  name: 'paragraphs_grid',
  displayName: 'Paragraphs grid',
  kind: 'nestable',
  group: componentGroups.text,
  fields: {
    title: field.text({ displayName: 'Title', translatable: true, schema: () => optionalTextSchema }),
    items: field.bloks({ displayName: 'Paragraphs', of: [paragraphItem], minimum: 1, schema: () => z.array(paragraphItemSchema).min(1) }),
  },
});
export const paragraphsGridSchema = paragraphsGrid.schema;

export type ParagraphsGridContent = z.infer<typeof paragraphsGridSchema>;
export type ParagraphItemContent = z.infer<typeof paragraphItemSchema>;
