import { defineBlock } from '../../core/defineBlock';
import { StandaloneMedia } from './StandaloneMedia';
import { standaloneMediaSchema } from './schema';

export const standaloneMediaBlock = defineBlock({ schema: standaloneMediaSchema, component: StandaloneMedia });
export type { StandaloneMediaContent } from './schema';
