import { z } from 'zod';
import { optionalTextSchema, requiredLinkSchema } from '../../shared/media';

/** `pre_footer`: the contact band above the footer: title, text and the link it is there for. */
export const preFooterSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('pre_footer'),
    _editable: z.string().optional(),
    title: z.string().trim().min(1),
    text: optionalTextSchema,
    link: requiredLinkSchema,
    link_label: optionalTextSchema,
  }),
);

export type PreFooterContent = z.infer<typeof preFooterSchema>;
