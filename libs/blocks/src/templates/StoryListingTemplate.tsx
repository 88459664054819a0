import { Container, Stack } from '@clavis/design-system';
import { BlockRenderer } from '../core/BlockRenderer';
import { blockRegistry } from '../registry';
import { listingConfig } from './listing/listingConfig';
import { listingLabels, listingSorts } from './listing/listingLabels';
import { ListingView } from './listing/ListingView';
import { PageHeader } from './PageHeader';
import { storyImage } from './storyImage';
import { bodyBloks, contentTypeOf, storyTitle, textField } from './storyContent';
import * as styles from './templateSection.css';
import type { TemplateProps } from './types';

/**
 * A page that lists its child stories (products of a category or segment, news, events, press,
 * catalogues, bulletins, sellers, shops, contacts, jobs): header, body bloks, then the listing,
 * whose first page is in the server HTML and whose view follows the URL query.
 */
export function StoryListingTemplate({ page, context }: TemplateProps) {
  const title = storyTitle(page.story);
  const config = listingConfig(page.route, page.story, page.listing?.stories ?? [], context);
  const isCategory = contentTypeOf(page.story) === 'category';
  return (
    <div className={styles.page}>
      <Stack space="xl">
        <PageHeader
          title={title}
          intro={textField(page.story, 'intro') ?? textField(page.story, 'description')}
          image={isCategory ? storyImage((page.story.content as { image?: unknown }).image, 640, context, title) : undefined}
        />
        <BlockRenderer blocks={bodyBloks(page.story)} registry={blockRegistry} context={context} />
        <Container width="wide">
          <ListingView
            items={config.items}
            labels={listingLabels(context, { list: title, emptyId: config.emptyId })}
            locale={context.locale}
            sorts={listingSorts(context, config.sortKeys)}
            defaultSort={config.defaultSort}
            filters={config.filters}
          />
        </Container>
      </Stack>
    </div>
  );
}
