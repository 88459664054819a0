import { storyblokEditable } from '@storyblok/js';
import type { BlokBase } from './types';

/**
 * The `data-blok-c` / `data-blok-uid` attributes the Storyblok visual editor selects a block by.
 * Empty outside the editor: published content carries no `_editable` comment.
 */
export function editable(blok: BlokBase): Record<string, string> {
  if (!blok._editable) return {};
  return storyblokEditable(blok as Parameters<typeof storyblokEditable>[0]) as Record<string, string>;
}
