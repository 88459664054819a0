import { defineBlock } from '../../core/defineBlock';
import { CommercialCard } from './CommercialCard';
import { commercialCardSchema } from './schema';

export const commercialCardBlock = defineBlock({ schema: commercialCardSchema, component: CommercialCard });
export type { CommercialCardContent } from './schema';
