import { Stack } from '@clavis/design-system';
import type { ExtranetPayload } from '../../payload';
import type { ExtranetRenderContext } from '../../shared/extranetContext';
import { StoryTemplate } from '../../shared/StoryTemplate';
import { CatalogueFacts } from './CatalogueFacts';

/**
 * Catalogues: the folders, a folder's catalogues (listing templates) and one catalogue (detail
 * template) with its PDF's pages, size and language.
 */
export function CataloguesView({ payload, context }: { payload: ExtranetPayload; context: ExtranetRenderContext }) {
  const content = (payload.story?.content ?? {}) as Record<string, unknown>;
  return (
    <Stack space="lg">
      <StoryTemplate payload={payload} context={context} />
      {content['component'] === 'catalogue' ? <CatalogueFacts content={content} context={context} /> : null}
    </Stack>
  );
}
