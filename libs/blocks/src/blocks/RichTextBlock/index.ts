import { defineBlock } from '../../core/defineBlock';
import { RichTextBlock } from './RichTextBlock';
import { richTextBlockSchema } from './schema';

export const richTextBlock = defineBlock({ schema: richTextBlockSchema, component: RichTextBlock });
export type { RichTextBlockContent } from './schema';
