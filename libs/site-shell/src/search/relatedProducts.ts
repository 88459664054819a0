import 'server-only';
import type { Story } from '@clavis/cms-client';
import type { LocaleCode } from '@clavis/i18n-routing';
import type { StorySource } from '../cms/storySource';
import { searchEngine } from './searchEngine';

/** How many related products a product page shows. */
export const RELATED_PRODUCTS = 3;

/**
 * The product with its related products from the embedded engine (shared category and
 * attributes, in the page's locale, never the product itself), in the place the product template
 * reads them (`content.related`, resolved stories). Server-side: no script on the public page.
 * A product the engine does not know keeps the CMS's own choice.
 */
export async function withRelatedProducts(story: Story, { locale, source }: { locale: LocaleCode; source: StorySource }): Promise<Story> {
  const index = await searchEngine().index(locale);
  const related = index.related(story.uuid, RELATED_PRODUCTS);
  if (related.length === 0) return story;
  const stories = (await Promise.all(related.map((record) => source.story(record.fullSlug)))).filter(
    (found): found is Story => found !== null && found.uuid !== story.uuid,
  );
  return { ...story, content: { ...story.content, related: stories } };
}
