import { Container, Stack } from '@clavis/design-system';
import { BlockRenderer } from '../core/BlockRenderer';
import { DownloadLinks } from './DownloadLinks';
import { PageHeader } from './PageHeader';
import { storyFile, type StoryFile } from './storyFile';
import { bodyBloks, storyTitle, textField } from './storyContent';
import * as styles from './templateSection.css';
import type { TemplateProps } from './types';
import { editable } from '../core/editable';

/** The catalogue label of a document kind (`documents.certifications`), when the catalogue has one. */
function kindLabel(kind: string | undefined, context: TemplateProps['context']): string | undefined {
  const id = kind ? `documents.${kind}` : '';
  return id && Object.hasOwn(context.intl.messages, id) ? context.intl.formatMessage({ id }) : undefined;
}

/** A product resource (a document kind's downloads: manuals, software, certifications): its kind, text and file. */
export function ProductResourceTemplate({ page, context, registry }: TemplateProps) {
  const content = (page.story.content ?? {}) as Record<string, unknown>;
  const files = [storyFile(content['file'], context.assets)].filter((file): file is StoryFile => file !== undefined);
  return (
    <div className={styles.page} {...editable(page.story.content)}>
      <Stack space="xl">
        <PageHeader
          title={storyTitle(page.story)}
          eyebrow={kindLabel(textField(page.story, 'kind'), context)}
          intro={textField(page.story, 'description')}
        >
          <DownloadLinks files={files} label={context.intl.formatMessage({ id: 'common.download' })} />
        </PageHeader>
        <Container>
          <BlockRenderer blocks={bodyBloks(page.story)} registry={registry} context={context} />
        </Container>
      </Stack>
    </div>
  );
}
