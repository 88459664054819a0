import type { BlockProps } from '../../core/types';
import { CardGrid, EmptyListing, ListingSection, cardHeadingLevel, newestFirst, storyCardData } from '../../shared/cards';
import type { NewsGridContent } from './schema';

/** The latest news, events and press releases of a folder as a grid of cards, newest first. */
export function NewsGrid({ blok, context }: BlockProps<NewsGridContent>) {
  const cards = newestFirst((context.data[blok._uid]?.stories ?? []).map((story) => storyCardData(story, context)));
  return (
    <ListingSection blok={blok} title={blok.title}>
      {cards.length ? (
        <CardGrid cards={cards} context={context} headingLevel={cardHeadingLevel(blok.title)} />
      ) : (
        // A page made for this list: visitors are told it is empty rather than shown a bare heading.
        <EmptyListing blok={blok} context={context} message={context.intl.formatMessage({ id: 'news.no_results' })} />
      )}
    </ListingSection>
  );
}
