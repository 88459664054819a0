import { Stack } from '@clavis/design-system';
import type { ExtranetPayload } from '../../payload';
import { CategoryCards } from '../../shared/CategoryCards';
import type { ExtranetRenderContext } from '../../shared/extranetContext';
import { StoryTemplate } from '../../shared/StoryTemplate';
import { PartnerDocuments } from './PartnerDocuments';

/**
 * Products for partners in blocks' extranet templates: the general listing (top categories), the
 * automotive and residential product listings, a category (any depth) with its sub-categories and
 * products, and a product's detail with its partner documents.
 */
export function ProductsView({ payload, context }: { payload: ExtranetPayload; context: ExtranetRenderContext }) {
  return (
    <Stack space="xl">
      <StoryTemplate payload={payload} context={context} />
      <CategoryCards stories={payload.children} heading={context.intl.formatMessage({ id: 'extranet.categories' })} context={context} />
      <PartnerDocuments documents={payload.documents} context={context} />
    </Stack>
  );
}
