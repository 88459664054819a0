import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import { z } from 'zod';
import { optionalTextSchema } from '../../shared/media/assetFields';
import { requiredRichTextSchema } from '../../shared/richText/richTextFieldSchema';

/** One `accordion_item`: the question a visitor opens and its rich-text answer. */
export const accordionItem = defineComponent({
  name: 'accordion_item',
  displayName: 'Accordion item',
  description: 'A question a visitor opens, and its answer.',
  kind: 'nestable',
  group: componentGroups.blockParts,
  fields: {
    title: field.text({ displayName: 'Question', required: true, translatable: true }),
    text: field.richtext({ displayName: 'Answer', required: true, translatable: true, schema: () => requiredRichTextSchema }),
  },
});
export const accordionItemSchema = accordionItem.schema;

/** The Storyblok content of `accordion`: an optional title over questions that open one by one. */
export const accordion = defineComponent({
  name: 'accordion',
  displayName: 'Accordion',
  description: 'Questions that open one by one, under an optional title.',
  kind: 'nestable',
  group: componentGroups.text,
  fields: {
    title: field.text({ displayName: 'Title', translatable: true, schema: () => optionalTextSchema }),
    items: field.bloks({ displayName: 'Questions', of: [accordionItem], minimum: 1, schema: () => z.array(accordionItemSchema).min(1) }),
  },
});
export const accordionSchema = accordion.schema;

export type AccordionContent = z.infer<typeof accordionSchema>;
export type AccordionItemContent = z.infer<typeof accordionItemSchema>;
