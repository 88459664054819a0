import { Heading, IconDocument, IconDownload, VisuallyHidden, type HeadingLevel } from '@clavis/design-system';
import type { Story } from '@clavis/cms-client';
import type { BlockContext, BlockProps } from '../../core/types';
import { EmptyListing, ListingSection, cardHeadingLevel } from '../../shared/cards';
import { DOWNLOAD_CONTENT_TYPES, downloadItem, type DownloadItem } from './downloadItem';
import type { DownloadableListContent } from './schema';
import * as styles from './DownloadableList.css';

function DownloadRow({ item, headingLevel, context }: { item: DownloadItem; headingLevel: HeadingLevel; context: Pick<BlockContext, 'intl'> }) {
  const meta = [item.kindLabel, item.format, item.size].filter(Boolean).join(' · ');
  const action = context.intl.formatMessage({ id: item.download ? 'common.download' : 'common.read_more' });
  return (
    <li className={styles.item}>
      <span className={styles.icon}>
        <IconDocument size="lg" />
      </span>
      <div className={styles.text}>
        <Heading level={headingLevel} size="5" className={styles.title}>
          {item.title}
        </Heading>
        {item.description ? <p className={styles.meta}>{item.description}</p> : null}
        {meta ? <p className={styles.meta}>{meta}</p> : null}
      </div>
      {/* A plain anchor: a file is saved by the browser, never routed by the app's link component. */}
      <a className={styles.action} href={item.href} {...(item.download ? { download: '' } : {})}>
        {item.download ? <IconDownload size="sm" /> : null}
        {action}
        <VisuallyHidden>{` ${item.title}${item.format ? ` (${[item.format, item.size].filter(Boolean).join(', ')})` : ''}`}</VisuallyHidden>
      </a>
    </li>
  );
}

/** Catalogues first, then resources, each kept in the CMS's order (the folders' positions interleave). */
function byContentType(stories: readonly Story[]): Story[] {
  const rank = (story: Story) => DOWNLOAD_CONTENT_TYPES.indexOf((story.content as { component?: string } | null)?.component as never);
  return [...stories].sort((a, b) => rank(a) - rank(b));
}

/** The catalogues and resources of a folder as a list of files to download. */
export function DownloadableList({ blok, context }: BlockProps<DownloadableListContent>) {
  const items = byContentType(context.data[blok._uid]?.stories ?? [])
    .map((story) => downloadItem(story, context))
    .filter((item): item is DownloadItem => item !== null);
  if (items.length === 0 && !context.draft) return null;
  const headingLevel = cardHeadingLevel(blok.title);
  return (
    <ListingSection blok={blok} title={blok.title}>
      {items.length ? (
        <ul className={styles.list}>
          {items.map((item) => (
            <DownloadRow key={item.id} item={item} headingLevel={headingLevel} context={context} />
          ))}
        </ul>
      ) : (
        <EmptyListing blok={blok} context={context} />
      )}
    </ListingSection>
  );
}
