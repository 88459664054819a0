import type { RichTextDocument, RichTextNode } from './richText';

// Apart from the document's schema, so a page that only shows excerpts (the browser's) does not load zod.

/** The plain text of a document (for excerpts, meta descriptions and the search index). */
export function richTextToPlainText(document: RichTextDocument | RichTextNode): string {
  const parts: string[] = [];
  const visit = (node: RichTextNode, depth: number) => {
    if (node.text) parts.push(node.text);
    node.content?.forEach((child) => visit(child, depth + 1));
    if (depth === 1 && ['paragraph', 'heading', 'bullet_list', 'ordered_list', 'blockquote'].includes(node.type)) {
      parts.push('\n');
    }
  };
  visit(document as RichTextNode, 0);
  return parts.join('').replace(/\n+$/, '').replace(/[ \t]+\n/g, '\n');
}
