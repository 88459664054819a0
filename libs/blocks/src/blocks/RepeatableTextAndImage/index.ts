import { defineBlock } from '../../core/defineBlock';
import { RepeatableTextAndImage } from './RepeatableTextAndImage';
import { repeatableTextAndImageSchema } from './schema';

export const repeatableTextAndImageBlock = defineBlock({ schema: repeatableTextAndImageSchema, component: RepeatableTextAndImage });
export type { RepeatableTextAndImageContent, TextAndImageContent } from './schema';
