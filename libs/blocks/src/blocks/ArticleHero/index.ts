import { defineBlock } from '../../core/defineBlock';
import { ArticleHero } from './ArticleHero';
import { articleHeroSchema } from './schema';

export const articleHeroBlock = defineBlock({ schema: articleHeroSchema, component: ArticleHero });
export type { ArticleHeroContent } from './schema';
