import { processAttrs, type StoryblokRichTextElement } from '@storyblok/richtext';

// The attributes a CMS node may set on its element. Everything else (event handlers, `href`/`src`
// on the wrong element, React internals) is dropped: rich text is editor input, not markup.
const ALLOWED = new Set(['className', 'id', 'style', 'colSpan', 'rowSpan', 'start', 'dir', 'lang', 'title']);

/** React props for a node or mark, mapped by `@storyblok/richtext`'s `processAttrs` (styles, colspan, start). */
export function richTextAttributes(type: string, attrs: Record<string, unknown> | undefined): Record<string, unknown> {
  const processed = processAttrs(type as StoryblokRichTextElement, attrs ?? {}, { class: 'className' });
  return Object.fromEntries(
    Object.entries(processed).filter(([name, value]) => ALLOWED.has(name) && (name === 'style' ? typeof value === 'object' : typeof value !== 'object')),
  );
}
