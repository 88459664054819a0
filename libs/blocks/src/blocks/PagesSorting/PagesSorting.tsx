import type { Story } from '@clavis/cms-client';
import type { BlockContext, BlockProps } from '../../core/types';
import { CardGrid, EmptyListing, ListingSection, cardHeadingLevel, folderPrefix, resolvedStories, storyCardData } from '../../shared/cards';
import type { PagesSortingContent } from './schema';

/** The pages to show: the chosen ones in the editor's order, or the folder's, without its start page and this page. */
export function sortedPages(blok: PagesSortingContent, loaded: readonly Story[], context: Pick<BlockContext, 'storySlug'>): Story[] {
  if (blok.mode === 'manual') return resolvedStories(blok.pages);
  const folder = folderPrefix(blok.source ?? context.storySlug ?? '');
  const current = context.storySlug ? folderPrefix(context.storySlug) : undefined;
  // The folder's start page is usually the page this block sits on: it would teaser itself.
  return loaded.filter((story) => !story.is_startpage && folderPrefix(story.full_slug) !== folder && folderPrefix(story.full_slug) !== current);
}

/** Teasers of pages (picture, title, first lines) linking to them. */
export function PagesSorting({ blok, context }: BlockProps<PagesSortingContent>) {
  const cards = sortedPages(blok, context.data[blok._uid]?.stories ?? [], context).map((story) => storyCardData(story, context));
  if (cards.length === 0 && !context.draft) return null;
  return (
    <ListingSection blok={blok} title={blok.title}>
      {cards.length ? (
        <CardGrid cards={cards} context={context} headingLevel={cardHeadingLevel(blok.title)} />
      ) : (
        <EmptyListing blok={blok} context={context} />
      )}
    </ListingSection>
  );
}
