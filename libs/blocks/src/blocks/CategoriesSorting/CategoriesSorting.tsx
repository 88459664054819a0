import type { Story } from '@clavis/cms-client';
import type { BlockProps } from '../../core/types';
import { CardGrid, EmptyListing, ListingSection, cardHeadingLevel, resolvedStories, storyCardData } from '../../shared/cards';
import type { CategoriesSortingContent } from './schema';

/** The categories to show: the chosen ones in the editor's order (unresolved ones skipped), or the loaded folder's. */
export function sortedCategories(blok: CategoriesSortingContent, loaded: readonly Story[]): Story[] {
  return blok.mode === 'manual'
    ? resolvedStories(blok.categories, ['category'])
    : loaded.filter((story) => (story.content as { component?: unknown } | null)?.component === 'category');
}

/** Product categories as picture tiles linking to their category pages. */
export function CategoriesSorting({ blok, context }: BlockProps<CategoriesSortingContent>) {
  const cards = sortedCategories(blok, context.data[blok._uid]?.stories ?? []).map((story) => storyCardData(story, context));
  if (cards.length === 0 && !context.draft) return null;
  return (
    <ListingSection blok={blok} title={blok.title}>
      {cards.length ? (
        <CardGrid
          cards={cards}
          context={context}
          headingLevel={cardHeadingLevel(blok.title)}
          columns={{ mobile: 1, tablet: 2, desktop: 4 }}
          sizes="(min-width: 1280px) 300px, (min-width: 992px) 25vw, (min-width: 740px) 50vw, 100vw"
        />
      ) : (
        <EmptyListing blok={blok} context={context} />
      )}
    </ListingSection>
  );
}
