import { defineBlock } from '../../core/defineBlock';
import { CenteredTitleParagraph } from './CenteredTitleParagraph';
import { centeredTitleParagraphSchema } from './schema';

export const centeredTitleParagraphBlock = defineBlock({ schema: centeredTitleParagraphSchema, component: CenteredTitleParagraph });
export type { CenteredTitleParagraphContent } from './schema';
