import type { Story } from '@clavis/cms-client';
import { Container, Stack } from '@clavis/design-system';
import { BlockRenderer } from '../core/BlockRenderer';
import type { PageInput } from '../pages/types';
import { listingConfig } from './listing/listingConfig';
import { resolvedStory } from './listing/listingItems';
import { listingLabels, listingSorts } from './listing/listingLabels';
import { ListingView } from './listing/ListingView';
import { PageHeader } from './PageHeader';
import { storyImage } from './storyImage';
import { bodyBloks, contentTypeOf, storyTitle, textField } from './storyContent';
import * as styles from './templateSection.css';
import type { TemplateProps } from './types';

const HEADER_IMAGE_WIDTH = 640;
/** Pages whose header shows their picture beside the title. */
const illustratedTypes = new Set(['category', 'extranet_category']);

/**
 * The stories a listing page lists: the loaded listing (`pageListingRequest`), or for an extranet
 * category the products it names (the `extranet_category.products` relation, resolved with the page).
 */
export function listedStories(page: PageInput): readonly Story[] {
  if (page.listing) return page.listing.stories;
  const products = (page.story.content as { products?: unknown }).products;
  return Array.isArray(products) ? products.map(resolvedStory).filter((story): story is Story => story !== null) : [];
}

export interface StoryListingTemplateProps extends TemplateProps {
  /** A trade partners' page (extranet variants): marked as such above the title. */
  extranet?: boolean;
}

/**
 * A page that lists stories (products of a category or segment, all products, news, events, press,
 * catalogues, bulletins, sellers, shops, contacts, jobs): header, body bloks, then the listing,
 * whose first page is in the server HTML and whose view (sort, filters, page) follows the URL query.
 */
export function StoryListingTemplate({ page, context, registry, extranet = false }: StoryListingTemplateProps) {
  const title = storyTitle(page.story);
  const config = listingConfig(page.route, page.story, listedStories(page), context);
  const illustrated = illustratedTypes.has(contentTypeOf(page.story));
  return (
    <div className={styles.page} data-extranet={extranet || undefined}>
      <Stack space="xl">
        <PageHeader
          width="wide"
          title={title}
          eyebrow={extranet ? context.intl.formatMessage({ id: 'nav.extranet' }) : undefined}
          intro={textField(page.story, 'intro') ?? textField(page.story, 'description')}
          image={illustrated ? storyImage((page.story.content as { image?: unknown }).image, HEADER_IMAGE_WIDTH, context, title) : undefined}
        />
        <BlockRenderer blocks={bodyBloks(page.story)} registry={registry} context={context} />
        <Container width="wide">
          <ListingView
            items={config.items}
            labels={listingLabels(context, { list: title, emptyId: config.emptyId, count: config.items.length })}
            locale={context.locale}
            sorts={listingSorts(context, config.sortKeys)}
            defaultSort={config.defaultSort}
            filters={config.filters}
            initialQuery={page.query}
          />
        </Container>
      </Stack>
    </div>
  );
}

/** The extranet variants of the listings: the same lists for trade partners. */
export function ExtranetStoryListingTemplate(props: TemplateProps) {
  return <StoryListingTemplate {...props} extranet />;
}
