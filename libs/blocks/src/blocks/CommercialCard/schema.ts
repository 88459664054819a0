import { z } from 'zod';
import { optionalImageSchema, optionalTextSchema, requiredLinkSchema } from '../../shared/media';

/** `commercial_card`: a teaser card for a product or offer; the whole card links to it. */
export const commercialCardSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('commercial_card'),
    _editable: z.string().optional(),
    title: z.string().trim().min(1),
    link: requiredLinkSchema,
    text: optionalTextSchema,
    image: optionalImageSchema,
    /** A small label above the title ("Angebot", "Neu"). */
    eyebrow: optionalTextSchema,
  }),
);

export type CommercialCardContent = z.infer<typeof commercialCardSchema>;
