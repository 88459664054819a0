import { z } from 'zod';
import { optionalTextSchema } from '../../shared/media';
import { requiredRichTextSchema } from '../../shared/richText';

/** One `accordion_item`: the question a visitor opens and its rich-text answer. */
export const accordionItemSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('accordion_item'),
    _editable: z.string().optional(),
    title: z.string().trim().min(1),
    text: requiredRichTextSchema,
  }),
);

/** The Storyblok content of `accordion`: an optional title over questions that open one by one. */
export const accordionSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('accordion'),
    _editable: z.string().optional(),
    title: optionalTextSchema,
    items: z.array(accordionItemSchema).min(1),
  }),
);

export type AccordionContent = z.infer<typeof accordionSchema>;
export type AccordionItemContent = z.infer<typeof accordionItemSchema>;
