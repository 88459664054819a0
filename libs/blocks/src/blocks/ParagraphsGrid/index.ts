import { defineBlock } from '../../core/defineBlock';
import { ParagraphsGrid } from './ParagraphsGrid';
import { paragraphsGridSchema } from './schema';

export const paragraphsGridBlock = defineBlock({ schema: paragraphsGridSchema, component: ParagraphsGrid });
export type { ParagraphsGridContent, ParagraphItemContent } from './schema';
