import type { ExtranetPayload } from '../../payload';
import type { ExtranetRenderContext } from '../../shared/extranetContext';
import { StoryTemplate } from '../../shared/StoryTemplate';

/** News bulletins: the list, newest first, and one bulletin with its attachment. */
export function BulletinsView({ payload, context }: { payload: ExtranetPayload; context: ExtranetRenderContext }) {
  return <StoryTemplate payload={payload} context={context} />;
}
