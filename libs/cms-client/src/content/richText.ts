import { z } from 'zod';

export interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface RichTextNode {
  type: string;
  content?: RichTextNode[];
  text?: string;
  marks?: RichTextMark[];
  attrs?: Record<string, unknown>;
}

export interface RichTextDocument {
  type: 'doc';
  content: RichTextNode[];
}

const markSchema: z.ZodType<RichTextMark> = z.object({
  type: z.string().min(1),
  attrs: z.record(z.string(), z.unknown()).optional(),
});

/** A rich-text node (SPEC.md section 3: nodes and marks): text, paragraphs, headings, lists, bloks... */
export const richTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    type: z.string().min(1),
    content: z.array(richTextNodeSchema).optional(),
    text: z.string().optional(),
    marks: z.array(markSchema).optional(),
    attrs: z.record(z.string(), z.unknown()).optional(),
  }),
);

export const richTextSchema: z.ZodType<RichTextDocument> = z.object({
  type: z.literal('doc'),
  content: z.array(richTextNodeSchema),
});
