import type { ExtranetPayload } from '../../payload';
import type { ExtranetRenderContext } from '../../shared/extranetContext';
import { StoryTemplate } from '../../shared/StoryTemplate';

/** The BU Italia documentation: its documents (listing template) and one document with its file. */
export function DocumentationView({ payload, context }: { payload: ExtranetPayload; context: ExtranetRenderContext }) {
  return <StoryTemplate payload={payload} context={context} />;
}
