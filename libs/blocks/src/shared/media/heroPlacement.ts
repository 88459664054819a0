import type { HeadingLevel } from '@clavis/design-system';

/**
 * Whether a hero opens its list of bloks (the page body). The opening hero holds the page's h1
 * and its image is the LCP candidate; any later hero is a section (h2) with a lazy image. Outside
 * a renderer (no index) a hero is taken to open the page.
 */
export function opensPage(index: number | undefined): boolean {
  return (index ?? 0) === 0;
}

/** The heading level of a hero's title at its place in the page. */
export function heroHeadingLevel(index: number | undefined): HeadingLevel {
  return opensPage(index) ? '1' : '2';
}
