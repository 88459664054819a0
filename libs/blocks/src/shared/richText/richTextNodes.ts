import { normalizeNodes, type StoryblokRichTextInput } from '@storyblok/richtext';

/** A rich-text node or mark as the renderer reads it: the document's shape, keyed for React. */
export interface KeyedMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface KeyedNode {
  type: string;
  /** Stable among siblings (`paragraph-3`), from `normalizeNodes`. */
  _key: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: KeyedMark[];
  content?: KeyedNode[];
}

/** A node before `normalizeNodes` has keyed it. */
type CleanNode = Omit<KeyedNode, '_key' | 'content'> & { content?: CleanNode[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function cleanMarks(value: unknown): KeyedMark[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(isRecord).flatMap((mark) =>
    typeof mark['type'] === 'string' ? [{ type: mark['type'], ...(isRecord(mark['attrs']) ? { attrs: mark['attrs'] } : {}) }] : [],
  );
}

// Keeps the well-formed part of a node tree: a node without a type, a text node without text or a
// `content` that is not a list is dropped or emptied, so a half-broken document still renders what it can.
function cleanNodes(value: unknown): CleanNode[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((node) => {
    const type = node['type'];
    if (typeof type !== 'string' || !type) return [];
    if (type === 'text' && typeof node['text'] !== 'string') return [];
    const marks = cleanMarks(node['marks']);
    return [
      {
        type,
        ...(typeof node['text'] === 'string' ? { text: node['text'] } : {}),
        ...(isRecord(node['attrs']) ? { attrs: node['attrs'] } : {}),
        ...(marks ? { marks } : {}),
        ...(Array.isArray(node['content']) ? { content: cleanNodes(node['content']) } : {}),
      },
    ];
  });
}

/**
 * The top-level nodes of a rich-text document, cleaned of malformed parts and keyed through
 * `@storyblok/richtext`'s `normalizeNodes`. Anything that is not a `doc` gives no nodes.
 */
export function richTextNodes(document: unknown): KeyedNode[] {
  if (!isRecord(document) || document['type'] !== 'doc') return [];
  const content = cleanNodes(document['content']);
  return normalizeNodes({ type: 'doc', content } as StoryblokRichTextInput, true) as unknown as KeyedNode[];
}

function hasVisibleContent(node: CleanNode): boolean {
  if (node.type === 'text') return Boolean(node.text?.trim());
  if (['image', 'blok', 'horizontal_rule', 'emoji', 'table'].includes(node.type)) return true;
  return (node.content ?? []).some(hasVisibleContent);
}

/** Whether a document shows nothing (missing, malformed, or only empty paragraphs, as a cleared field is). */
export function isRichTextEmpty(document: unknown): boolean {
  if (!isRecord(document) || document['type'] !== 'doc') return true;
  return !cleanNodes(document['content']).some(hasVisibleContent);
}
