import { defineBlock } from '../../core/defineBlock';
import { RichTextWithImage } from './RichTextWithImage';
import { richTextWithImageSchema } from './schema';

export const richTextWithImageBlock = defineBlock({ schema: richTextWithImageSchema, component: RichTextWithImage });
export type { RichTextWithImageContent } from './schema';
// The text-beside-a-picture layout and its position field, shared with repeatable_text_and_image.
export { TextWithImage } from './TextWithImage';
export type { TextWithImageProps } from './TextWithImage';
export { imagePositionSchema, imagePositions } from './imagePosition';
export type { ImagePosition } from './imagePosition';
