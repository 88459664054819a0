import { templateComponents, templateFor, type BlockRegistry } from '@clavis/blocks';
import { use } from 'react';
import type { ExtranetPayload } from '../payload';
import { holdsBloks, loadBlockRegistry, loadedBlockRegistry } from './blockRegistry';
import type { ExtranetRenderContext } from './extranetContext';

const NO_BLOCKS: BlockRegistry = {};

/**
 * The page's story in the template the public site would use for its route (blocks' extranet
 * variants). The block registry only when the answer has bloks: `ExtranetContent` loads it before
 * it shows the page; rendered on its own (a preview, a test), the template waits for it.
 */
export function StoryTemplate({ payload, context }: { payload: ExtranetPayload; context: ExtranetRenderContext }) {
  // Once the page has the registry, no need to look through the answer for bloks.
  const registry = loadedBlockRegistry() ?? (holdsBloks(payload) ? use(loadBlockRegistry()) : NO_BLOCKS);
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
