import { defineBlock } from '../../core/defineBlock';
import { ImageGrid } from './ImageGrid';
import { imageGridSchema } from './schema';

export const imageGridBlock = defineBlock({ schema: imageGridSchema, component: ImageGrid });
export type { ImageGridContent } from './schema';
