import { defineBlock } from '../../core/defineBlock';
import { ProductHero } from './ProductHero';
import { productHeroSchema } from './schema';

export const productHeroBlock = defineBlock({
  schema: productHeroSchema,
  component: ProductHero,
  relations: ['product_hero.product'],
});
export type { ProductHeroContent } from './schema';
