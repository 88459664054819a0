import { ButtonLink, Container, Heading, IconDownload, Inline, Stack, Text } from '@clavis/design-system';
import { useState } from 'react';
import type { ExtranetPayload } from '../../payload';
import { CategoryCards } from '../../shared/CategoryCards';
import type { ExtranetRenderContext } from '../../shared/extranetContext';
import { Lightbox } from './Lightbox';
import { PictureGrid } from './PictureGrid';
import { downloadUrl } from './pictureSizes';

/**
 * The photo gallery: a folder's sub-folders (any depth), its pictures in a grid that loads as one
 * scrolls, each opening in a keyboard-usable lightbox, and the whole folder as one ZIP.
 */
export function GalleryView({ payload, context }: { payload: ExtranetPayload; context: ExtranetRenderContext }) {
  const [open, setOpen] = useState<number | null>(null);
  const t = (id: string, values?: Record<string, string | number>) => context.intl.formatMessage({ id }, values);
  const content = (payload.story?.content ?? {}) as { title?: string; description?: string };
  const isFolder = payload.route === 'extranet-photo-gallery-category';
  return (
    <Stack space="xl">
      <Container width="wide">
        <Stack space="sm">
          <Text as="span" size="xs" tone="muted" eyebrow>
            {t('nav.extranet')}
          </Text>
          <Heading level="1">{content.title ?? payload.story?.name}</Heading>
          {content.description ? <Text>{content.description}</Text> : null}
          {isFolder ? (
            <Inline space="md" alignY="center">
              <Text tone="muted">{t('extranet.pictures', { count: payload.pictures.length })}</Text>
              {payload.zip && payload.pictures.length > 0 ? (
                <ButtonLink href={downloadUrl(payload.zip)} download variant="secondary" iconStart={<IconDownload />}>
                  {t('extranet.download_folder')}
                </ButtonLink>
              ) : null}
            </Inline>
          ) : null}
        </Stack>
      </Container>
      <CategoryCards stories={payload.children} heading={t('extranet.categories')} context={context} />
      {isFolder ? (
        <Container width="wide">
          <Stack space="md">
            {payload.pictures.length > 0 ? (
              <PictureGrid
                pictures={payload.pictures}
                onOpen={setOpen}
                labels={{ open: (name) => t('extranet.open_picture', { name }), more: t('listing.load_more') }}
                imageService={context.assets.imageService}
              />
            ) : (
              <Text>{t('extranet.no_pictures')}</Text>
            )}
          </Stack>
        </Container>
      ) : null}
      <Lightbox pictures={payload.pictures} index={open} onIndexChange={setOpen} context={context} />
    </Stack>
  );
}
