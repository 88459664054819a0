import { defineBlock } from '../../core/defineBlock';
import { PreFooter } from './PreFooter';
import { preFooterSchema } from './schema';

export const preFooterBlock = defineBlock({ schema: preFooterSchema, component: PreFooter });
export type { PreFooterContent } from './schema';
