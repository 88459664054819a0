import type { BlokBase } from './types';

/**
 * The `data-blok-c` / `data-blok-uid` attributes the Storyblok visual editor selects a block by.
 * Empty outside the editor: published content carries no `_editable` comment.
 *
 * The same attributes as `storyblokEditable` of `@storyblok/js`, written here: importing that
 * package brings its whole CDN client (storyblok-js-client) into every browser bundle that renders
 * a block, the extranet's views included, where it is parsed and evaluated for nothing.
 */
export function editable(blok: BlokBase): Record<string, string> {
  if (typeof blok._editable !== 'string') return {};
  try {
    const options = JSON.parse(blok._editable.replace(/^<!--#storyblok#/, '').replace(/-->$/, '')) as { id?: unknown; uid?: unknown } | null;
    return options ? { 'data-blok-c': JSON.stringify(options), 'data-blok-uid': `${String(options.id)}-${String(options.uid)}` } : {};
  } catch {
    // A comment that is not the editor's JSON marks nothing.
    return {};
  }
}
