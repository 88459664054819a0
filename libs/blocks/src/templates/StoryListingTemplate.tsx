import { Container, Stack } from '@clavis/design-system';
import { BlockRenderer } from '../core/BlockRenderer';
import { listingConfig } from './listing/listingConfig';
import { listedStories } from './listing/listedStories';
import { listingPageView } from './listing/listingPageView';
import { listingSearch } from './listing/listingQuery';
import { listingLabels, listingSorts } from './listing/listingLabels';
import { ListingView } from './listing/ListingView';
import { PageHeader } from './PageHeader';
import { storyImage } from './storyImage';
import { bodyBloks, contentTypeOf, storyTitle, textField } from './storyContent';
import * as styles from './templateSection.css';
import type { TemplateProps } from './types';
import { editable } from '../core/editable';

const HEADER_IMAGE_WIDTH = 640;
/** Pages whose header shows their picture beside the title. */
const illustratedTypes = new Set(['category', 'extranet_category']);

export interface StoryListingTemplateProps extends TemplateProps {
  /** A trade partners' page (extranet variants): marked as such above the title. */
  extranet?: boolean;
}

/**
 * A page that lists stories (products of a category or segment, all products, news, events, press,
 * catalogues, bulletins, sellers, shops, contacts, jobs): header, body bloks, then the listing,
 * whose view (sort, filters, page) follows the URL query: the server HTML holds the page's view
 * (`page.query`, the first page of the default view on the prebuilt page) with `rel` links to the
 * view's previous and next pages.
 */
export function StoryListingTemplate({ page, context, registry, extranet = false }: StoryListingTemplateProps) {
  const title = storyTitle(page.story);
  const config = listingConfig(page.route, page.story, listedStories(page), context);
  const illustrated = illustratedTypes.has(contentTypeOf(page.story));
  // On a listing's own URL (site-shell gives the path), the links to the view's neighbour pages.
  const view = page.path === undefined ? null : listingPageView(page, context, page.query ? listingSearch(page.query, undefined) : '');
  return (
    <div className={styles.page} data-extranet={extranet || undefined} {...editable(page.story.content)}>
      {/* React puts these in the document's head. */}
      {typeof view?.previous === 'string' ? <link rel="prev" href={`${page.path}${view.previous}`} /> : null}
      {view?.next ? <link rel="next" href={`${page.path}${view.next}`} /> : null}
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
            path={page.path}
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
