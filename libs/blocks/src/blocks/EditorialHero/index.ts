import { defineBlock } from '../../core/defineBlock';
import { EditorialHero } from './EditorialHero';
import { editorialHeroFixedRatioSchema, editorialHeroSchema } from './schema';

export const editorialHeroBlock = defineBlock({ schema: editorialHeroSchema, component: EditorialHero });
export const editorialHeroFixedRatioBlock = defineBlock({ schema: editorialHeroFixedRatioSchema, component: EditorialHero });
export type { EditorialHeroContent } from './schema';
