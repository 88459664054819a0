import { registryRelations } from '../core/collectBlockData';
import { blockRegistry } from '../registry';

/** Relation fields the templates render (a product's category and related products, a category's products...). */
export const templateRelations = [
  'extranet_category.products',
  'news.products',
  'product.catalogue',
  'product.category',
  'product.related',
] as const;

/** The `resolve_relations` of every page story: what registered blocks and the templates need. */
export function pageRelations(): string[] {
  return [...new Set([...registryRelations(blockRegistry), ...templateRelations])].sort();
}
