/** Components that open a page with its own `h1`: the template then shows no title of its own. */
const heroComponents = new Set([
  'article_hero',
  'editorial_hero',
  'editorial_hero_fixed_ratio',
  'slim_hero',
  'full_banner',
  'full_banner_fixed_ratio',
  'product_hero',
]);

/** Whether a body starts with a hero block. */
export function opensWithHero(body: readonly unknown[]): boolean {
  const first = body[0] as { component?: unknown } | undefined;
  return typeof first?.component === 'string' && heroComponents.has(first.component);
}
