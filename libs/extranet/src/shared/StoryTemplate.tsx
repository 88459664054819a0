import { templateComponents, templateFor } from '@clavis/blocks';
import { use } from 'react';
import type { ExtranetPayload } from '../payload';
import { bloksIn, loadBlocks, loadedBlocks } from './blockRegistry';
import type { ExtranetRenderContext } from './extranetContext';

/**
 * The page's story in the template the public site would use for its route (blocks' extranet
 * variants), with the blocks of the story's bloks: `ExtranetContent` loads them before it shows the
 * page; rendered on its own (a preview, a test), the template waits for them.
 */
export function StoryTemplate({ payload, context }: { payload: ExtranetPayload; context: ExtranetRenderContext }) {
  const components = bloksIn(payload);
  const registry = loadedBlocks(components) ?? use(loadBlocks(components));
  if (!payload.story) return null;
  const Template = templateComponents[templateFor(payload.route, payload.story)];
  return (
    <Template
      page={{ route: payload.route, params: payload.params, story: payload.story, siteConfig: null, listing: payload.listing }}
      context={context}
      registry={registry}
    />
  );
}
