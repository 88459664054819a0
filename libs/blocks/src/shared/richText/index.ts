// The rich-text renderer blocks share. Small on purpose: the component and an emptiness check.
export { RichText } from './RichText';
export type { RichTextProps } from './RichText';
export { isRichTextEmpty } from './richTextNodes';
