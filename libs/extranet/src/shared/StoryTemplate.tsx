import { pageRegistry, templateComponents, templateFor } from '@clavis/blocks';
import type { ExtranetPayload } from '../payload';
import type { ExtranetRenderContext } from './extranetContext';

/** The page's story in the template the public site would use for its route (blocks' extranet variants). */
export function StoryTemplate({ payload, context }: { payload: ExtranetPayload; context: ExtranetRenderContext }) {
  if (!payload.story) return null;
  const Template = templateComponents[templateFor(payload.route, payload.story)];
  return (
    <Template
      page={{ route: payload.route, params: payload.params, story: payload.story, siteConfig: null, listing: payload.listing }}
      context={context}
      registry={pageRegistry()}
    />
  );
}
