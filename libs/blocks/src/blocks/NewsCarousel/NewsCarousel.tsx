import type { BlockProps } from '../../core/types';
import { CardCarousel, EmptyListing, ListingSection, cardHeadingLevel, newestFirst, storyCardData } from '../../shared/cards';
import type { NewsCarouselContent } from './schema';

/** The latest news of a folder (loaded by the page through the block's data request) as a carousel. */
export function NewsCarousel({ blok, context }: BlockProps<NewsCarouselContent>) {
  const cards = newestFirst((context.data[blok._uid]?.stories ?? []).map((story) => storyCardData(story, context)));
  if (cards.length === 0 && !context.draft) return null;
  const label = blok.title ?? context.intl.formatMessage({ id: 'news.title' });
  return (
    <ListingSection blok={blok} title={blok.title}>
      {cards.length ? (
        <CardCarousel label={label} cards={cards} context={context} headingLevel={cardHeadingLevel(blok.title)} />
      ) : (
        <EmptyListing blok={blok} context={context} />
      )}
    </ListingSection>
  );
}
