import { optionalRichTextSchema, requiredRichTextSchema } from './richTextFieldSchema';

const filled = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hallo' }] }] };
const cleared = { type: 'doc', content: [{ type: 'paragraph' }] };

describe('rich-text field schemas', () => {
  it('requires a document with visible content', () => {
    expect(requiredRichTextSchema.parse(filled)).toEqual(filled);
    expect(requiredRichTextSchema.safeParse(cleared).success).toBe(false);
    expect(requiredRichTextSchema.safeParse('Hallo').success).toBe(false);
    expect(requiredRichTextSchema.safeParse(undefined).success).toBe(false);
  });

  it('keeps a document whose inner nodes are malformed, for the renderer to clean', () => {
    const partly = { type: 'doc', content: [{ nope: true }, ...filled.content] };
    expect(requiredRichTextSchema.safeParse(partly).success).toBe(true);
  });

  it('reads a missing, never-filled or cleared optional field as none', () => {
    for (const value of [undefined, null, '', cleared]) expect(optionalRichTextSchema.parse(value)).toBeUndefined();
    expect(optionalRichTextSchema.parse(filled)).toEqual(filled);
  });

  it('rejects an optional field of the wrong type', () => {
    expect(optionalRichTextSchema.safeParse(42).success).toBe(false);
    expect(optionalRichTextSchema.safeParse({ type: 'paragraph', content: [] }).success).toBe(false);
  });
});
