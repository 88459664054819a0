import type { RichTextDocument } from '@clavis/cms-client';
import { Badge, Container, Inline, Stack, Text } from '@clavis/design-system';
import { RichText } from '../shared/richText';
import { DownloadLinks } from './DownloadLinks';
import { listingItem } from './listing/listingItems';
import { PageHeader } from './PageHeader';
import { storyFile, type StoryFile } from './storyFile';
import { storyImage } from './storyImage';
import { storyTitle, textField } from './storyContent';
import { withRenderBlocks } from './templateContext';
import * as styles from './templateSection.css';
import type { TemplateProps } from './types';
import { editable } from '../core/editable';

const DETAIL_IMAGE_WIDTH = 960;

/**
 * The page of one listed entry (news, event, press release, bulletin, job, shop, contact, seller,
 * catalogue, extranet document): its date, picture, facts, rich-text body and files.
 */
export function StoryDetailTemplate({ page, context, registry }: TemplateProps) {
  const content = (page.story.content ?? {}) as Record<string, unknown>;
  const title = storyTitle(page.story);
  const item = listingItem(page.story, context);
  const files = [content['attachment'], content['file']]
    .map((value) => storyFile(value, context.assets))
    .filter((file): file is StoryFile => file !== undefined);
  return (
    <article className={styles.page} {...editable(page.story.content)}>
      <Stack space="xl">
        <PageHeader
          title={title}
          eyebrow={item.dateLabel}
          intro={textField(page.story, 'excerpt') ?? textField(page.story, 'description')}
          image={storyImage(content['image'] ?? content['cover'], DETAIL_IMAGE_WIDTH, context, title)}
        >
          {item.badges?.length ? (
            <Inline space="xs">
              {item.badges.map((badge) => (
                <Badge key={badge}>{badge}</Badge>
              ))}
            </Inline>
          ) : null}
          {item.meta?.length ? (
            <ul className={styles.plainList}>
              {item.meta.map((line) => (
                <li key={line}>
                  <Text>{line}</Text>
                </li>
              ))}
            </ul>
          ) : null}
        </PageHeader>
        <Container>
          <Stack space="lg">
            <RichText document={content['body'] as RichTextDocument | undefined} context={withRenderBlocks(context, registry)} className={styles.readable} />
            <DownloadLinks files={files} label={context.intl.formatMessage({ id: 'common.download' })} />
          </Stack>
        </Container>
      </Stack>
    </article>
  );
}
