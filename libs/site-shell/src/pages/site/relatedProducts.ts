import 'server-only';
import { createElement, type ReactElement } from 'react';
import type { Story } from '@clavis/cms-client';
import { Container } from '@clavis/design-system';
import { loadMessages } from '@clavis/i18n-routing/messages';
import { LazyRecommendedProducts } from '../../search/LazyRecommendedProducts';
import { searchClientConfig } from '../../search/searchClientConfig';
import type { LocaleCode } from '@clavis/i18n-routing';
import type { StorySource } from '../../cms/storySource';
import { siteServices } from '../../server/services';

/** How many related products a product page shows. */
export const RELATED_PRODUCTS = 3;

/**
 * The product with its related products from the embedded engine (shared category and
 * attributes, in the page's locale, never the product itself), in the place the product template
 * reads them (`content.related`, resolved stories). Server-side: no script on the public page.
 * A product the engine does not know keeps the CMS's own choice.
 */
export async function withRelatedProducts(
  story: Story,
  { locale, source }: { locale: LocaleCode; source: StorySource },
): Promise<Story> {
  const index = await siteServices().searchEngine.index(locale);
  const related = index.related(story.uuid, RELATED_PRODUCTS);
  if (related.length === 0) return story;
  const stories = (
    await Promise.all(related.map((record) => source.story(record.fullSlug)))
  ).filter((found): found is Story => found !== null && found.uuid !== story.uuid);
  return { ...story, content: { ...story.content, related: stories } };
}

/**
 * Algolia Recommend's related products of a product page when the recommend flag is on (the
 * product's CMS choice then stays out, so the page shows one list); null otherwise.
 */
export async function recommendedProducts(
  locale: LocaleCode,
  story: Story,
): Promise<ReactElement | null> {
  const { config, indexName, recommend } = searchClientConfig(locale);
  if (!recommend) return null;
  const heading = (await loadMessages(locale))['search.related'];
  return createElement(
    Container,
    null,
    createElement(LazyRecommendedProducts, { config, indexName, objectID: story.uuid, heading }),
  );
}

/** The product without the CMS's related list (Recommend's list replaces it). */
export function withoutCmsRelated(story: Story): Story {
  return { ...story, content: { ...story.content, related: [] } };
}
