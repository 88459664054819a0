import type { RichTextDocument } from '@clavis/cms-client';
import { z } from 'zod';
import { isRichTextEmpty } from './richTextNodes';

// Only the document's outer shape is checked here: a malformed node inside is dropped when
// rendering (richTextNodes), so one broken paragraph never hides the whole block.
const documentSchema = z.lazy(() =>
  z.looseObject({ type: z.literal('doc'), content: z.array(z.unknown()) }),
);

/** A rich-text field the block cannot do without: a missing, malformed or cleared field is invalid content. */
export const requiredRichTextSchema = z.lazy(() =>
  documentSchema
    .refine((document) => !isRichTextEmpty(document), { message: 'needs some text' })
    .transform((document) => document as unknown as RichTextDocument),
);

/**
 * An optional rich-text field: missing, null, `''` (a field never filled in, as Storyblok sends it)
 * or a cleared document all mean "none"; any other shape is invalid content.
 */
export const optionalRichTextSchema = z.lazy(() =>
  z
    .union([z.literal(''), documentSchema])
    .nullish()
    .transform((document) =>
      document && !isRichTextEmpty(document)
        ? (document as unknown as RichTextDocument)
        : undefined,
    ),
);
