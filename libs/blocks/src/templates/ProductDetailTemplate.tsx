import { storyUrl, type RichTextDocument, type Story } from '@clavis/cms-client';
import { Badge, Container, Grid, Heading, Inline, Link, Stack } from '@clavis/design-system';
import { RichText } from '../shared/richText';
import { DownloadLinks } from './DownloadLinks';
import { ListingCard } from './listing/ListingCard';
import { listingItem, resolvedStory } from './listing/listingItems';
import { PageHeader } from './PageHeader';
import { storyFile, type StoryFile } from './storyFile';
import { storyImage } from './storyImage';
import { storyTitle, textField } from './storyContent';
import { withRenderBlocks } from './templateContext';
import * as styles from './templateSection.css';
import type { TemplateProps } from './types';
import { editable } from '../core/editable';

const PRODUCT_IMAGE_WIDTH = 800;

interface Specification {
  label: string;
  value: string;
}

function specifications(value: unknown): Specification[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row: { label?: unknown; value?: unknown; unit?: unknown }) =>
    typeof row?.label === 'string' && (typeof row.value === 'string' || typeof row.value === 'number')
      ? [{ label: row.label, value: [row.value, row.unit].filter((part) => part !== undefined && part !== '').join(' ') }]
      : [],
  );
}

function resolvedStories(value: unknown): Story[] {
  return Array.isArray(value) ? value.map(resolvedStory).filter((story): story is Story => story !== null) : [];
}

export interface ProductDetailTemplateProps extends TemplateProps {
  /** The trade partners' page of the product (extranet products): marked as such above the title. */
  extranet?: boolean;
}

/**
 * A product (SPEC.md section 2 product detail): picture, category, code, description, the
 * specification table, its files and related products. The extranet variant is the same page
 * marked for partners.
 */
export function ProductDetailTemplate({ page, context, registry, extranet = false }: ProductDetailTemplateProps) {
  const content = (page.story.content ?? {}) as Record<string, unknown>;
  const t = (id: string) => context.intl.formatMessage({ id });
  const title = storyTitle(page.story);
  const category = resolvedStory(content['category']);
  const specs = specifications(content['specifications']);
  const related = resolvedStories(content['related']).map((story) => listingItem(story, context));
  const catalogue = resolvedStory(content['catalogue']);
  const files = [storyFile((catalogue?.content as Record<string, unknown> | undefined)?.['file'], context.assets)].filter(
    (file): file is StoryFile => file !== undefined,
  );
  const code = textField(page.story, 'code');
  const categoryHref = category ? storyUrl({ market: context.market, fullSlug: category.full_slug }) : null;
  return (
    <article className={styles.page} data-extranet={extranet || undefined} {...editable(page.story.content)}>
      <Stack space="2xl">
        <PageHeader
          title={title}
          eyebrow={extranet ? t('nav.extranet') : category ? storyTitle(category) : undefined}
          intro={textField(page.story, 'description')}
          image={storyImage((content['images'] as unknown[] | undefined)?.[0], PRODUCT_IMAGE_WIDTH, context, title)}
        >
          <Inline space="sm">
            {code ? <Badge>{code}</Badge> : null}
            {category && categoryHref ? <Link href={categoryHref}>{`${t('nav.category')}: ${storyTitle(category)}`}</Link> : null}
          </Inline>
          <DownloadLinks files={files} label={t('common.download')} />
        </PageHeader>
        {specs.length > 0 ? (
          <Container>
            <Stack space="md">
              <Heading level="2">{t('documents.technical-sheet')}</Heading>
              <dl className={styles.facts}>
                {specs.map((spec) => (
                  <div key={spec.label} className={styles.factRow}>
                    <dt className={styles.factLabel}>{spec.label}</dt>
                    <dd className={styles.factValue}>{spec.value}</dd>
                  </div>
                ))}
              </dl>
            </Stack>
          </Container>
        ) : null}
        <Container>
          <RichText document={content['body'] as RichTextDocument | undefined} context={withRenderBlocks(context, registry)} className={styles.readable} />
        </Container>
        {related.length > 0 ? (
          <Container>
            <Stack space="md">
              <Heading level="2">{t('search.recommended')}</Heading>
              <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
                {related.map((item) => (
                  <ListingCard key={item.id} item={item} headingLevel="3" />
                ))}
              </Grid>
            </Stack>
          </Container>
        ) : null}
      </Stack>
    </article>
  );
}

/** The extranet product detail: the same page for trade partners. */
export function ExtranetProductDetailTemplate(props: TemplateProps) {
  return <ProductDetailTemplate {...props} extranet />;
}
