import type { Story } from '@clavis/cms-client';
import type { BlockProps } from '../../core/types';
import { CardCarousel, EmptyListing, ListingSection, cardHeadingLevel, resolvedStories, storyCardData } from '../../shared/cards';
import type { ProductsCarouselContent } from './schema';

/** At most this many products in the carousel (four slides of three). */
export const PRODUCTS_CAROUSEL_MAX = 12;

function segmentOf(story: Story): unknown {
  return (story.content as Record<string, unknown> | null)?.['segment'];
}

/** The products to show: the chosen ones in the editor's order, else the loaded catalogue's, of the segment. */
export function carouselProducts(blok: ProductsCarouselContent, loaded: readonly Story[]): Story[] {
  if (blok.products.length > 0) return resolvedStories(blok.products, ['product']);
  return loaded
    .filter((story) => (story.content as { component?: unknown } | null)?.component === 'product')
    .filter((story) => !blok.segment || segmentOf(story) === blok.segment)
    .slice(0, PRODUCTS_CAROUSEL_MAX);
}

/** Products as cards (picture, code, name, description) in a carousel. */
export function ProductsCarousel({ blok, context }: BlockProps<ProductsCarouselContent>) {
  const cards = carouselProducts(blok, context.data[blok._uid]?.stories ?? []).map((story) => storyCardData(story, context));
  if (cards.length === 0 && !context.draft) return null;
  return (
    <ListingSection blok={blok} title={blok.title}>
      {cards.length ? (
        <CardCarousel
          label={blok.title ?? context.intl.formatMessage({ id: 'nav.products' })}
          cards={cards}
          context={context}
          headingLevel={cardHeadingLevel(blok.title)}
        />
      ) : (
        <EmptyListing blok={blok} context={context} />
      )}
    </ListingSection>
  );
}
