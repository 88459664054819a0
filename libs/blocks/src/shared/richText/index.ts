// The rich-text renderer blocks share: the component, an emptiness check and the field schemas.
export { RichText } from './RichText';
export type { RichTextProps } from './RichText';
export { isRichTextEmpty } from './richTextNodes';
export { optionalRichTextSchema, requiredRichTextSchema } from './richTextFieldSchema';
