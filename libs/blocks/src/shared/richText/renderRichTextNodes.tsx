import { Link } from '@clavis/design-system';
import { getInnerMarks, groupLinkNodes, resolveTag, splitTableRows, isSelfClosing, type StoryblokRichTextNode } from '@storyblok/richtext';
import { createElement, Fragment, type ReactNode } from 'react';
import { isExternalHref } from '../../core/linkHref';
import type { BlockContext } from '../../core/types';
import { richTextAttributes } from './richTextAttributes';
import { RichTextImage } from './RichTextImage';
import { richTextLinkHref } from './richTextLinkHref';
import type { KeyedMark, KeyedNode } from './richTextNodes';

/** What rendering needs besides the nodes: where links lead, how images and embedded bloks render. */
export interface RichTextScope {
  context: Pick<BlockContext, 'market' | 'assets' | 'renderBlocks'>;
  /** Spoken hint after external links, in the page's language. */
  externalLabel?: string;
}

// Tags come from `@storyblok/richtext`'s render map (`resolveTag`); its types expect the known
// node union, while a CMS document may hold any type, which `resolveTag` answers with null.
const tagOf = (item: KeyedNode | KeyedMark) => resolveTag(item as unknown as StoryblokRichTextNode);

function renderMarks(text: string, marks: readonly KeyedMark[]): ReactNode {
  return marks.reduce<ReactNode>((inner, mark) => {
    const tag = tagOf(mark);
    return tag ? createElement(tag, richTextAttributes(mark.type, mark.attrs), inner) : inner;
  }, text);
}

function renderLink(nodes: readonly KeyedNode[], mark: KeyedMark, key: string, scope: RichTextScope): ReactNode {
  const children = nodes.map((node) => (
    <Fragment key={node._key}>{renderMarks(node.text ?? '', getInnerMarks(node as unknown as StoryblokRichTextNode) as KeyedMark[])}</Fragment>
  ));
  const href = richTextLinkHref(mark.attrs, scope.context);
  if (!href) return <Fragment key={key}>{children}</Fragment>;
  const external = isExternalHref(href) || mark.attrs?.['target'] === '_blank';
  return (
    <Link key={key} href={href} external={external} externalLabel={scope.externalLabel}>
      {children}
    </Link>
  );
}

function renderTable(node: KeyedNode, scope: RichTextScope): ReactNode {
  const { headerRows, bodyRows } = splitTableRows(node.content as unknown as StoryblokRichTextNode[]) as unknown as {
    headerRows: KeyedNode[];
    bodyRows: KeyedNode[];
  };
  return (
    <table key={node._key}>
      {headerRows.length > 0 ? <thead>{headerRows.map((row) => renderNode(row, scope))}</thead> : null}
      {bodyRows.length > 0 ? <tbody>{bodyRows.map((row) => renderNode(row, scope))}</tbody> : null}
    </table>
  );
}

// The page's title (its hero or header) is its only h1: CMS headings start at h2, whatever the
// editor picked, and a missing or odd level becomes h2 rather than an h1 (the library's default).
function headingTag(level: unknown): string {
  const number = typeof level === 'string' ? Number(level) : level;
  if (typeof number !== 'number' || !Number.isInteger(number)) return 'h2';
  return `h${Math.min(6, Math.max(2, number))}`;
}

function renderNode(node: KeyedNode, scope: RichTextScope): ReactNode {
  const key = node._key;
  switch (node.type) {
    case 'heading':
      return createElement(headingTag(node.attrs?.['level']), { key, ...richTextAttributes(node.type, node.attrs) }, renderRichTextNodes(node.content ?? [], scope));
    case 'text':
      return <Fragment key={key}>{renderMarks(node.text ?? '', node.marks ?? [])}</Fragment>;
    case 'blok': {
      const body = node.attrs?.['body'];
      return <Fragment key={key}>{Array.isArray(body) ? scope.context.renderBlocks(body) : null}</Fragment>;
    }
    case 'image':
      return <RichTextImage key={key} attrs={node.attrs} context={scope.context} />;
    case 'table':
      return renderTable(node, scope);
    case 'code_block': {
      const language = node.attrs?.['class'];
      return (
        <pre key={key}>
          <code className={typeof language === 'string' ? language : undefined}>{renderRichTextNodes(node.content ?? [], scope)}</code>
        </pre>
      );
    }
    case 'emoji': {
      const name = node.attrs?.['name'];
      const emoji = node.attrs?.['emoji'];
      return typeof emoji === 'string' ? (
        <span key={key} role="img" aria-label={typeof name === 'string' ? name : undefined}>
          {emoji}
        </span>
      ) : null;
    }
  }
  const children = renderRichTextNodes(node.content ?? [], scope);
  const tag = tagOf(node);
  // An unknown node type still shows its text, without an element of its own.
  if (!tag) return <Fragment key={key}>{children}</Fragment>;
  const props = { key, ...richTextAttributes(node.type, node.attrs) };
  return isSelfClosing(tag) ? createElement(tag, props) : createElement(tag, props, ...(children.length ? [children] : []));
}

/**
 * React nodes for sibling rich-text nodes. Adjacent text sharing one link becomes one link
 * (`@storyblok/richtext`'s `groupLinkNodes`), as the CMS stores a link split by bold or italic.
 */
export function renderRichTextNodes(nodes: readonly KeyedNode[], scope: RichTextScope): ReactNode[] {
  return groupLinkNodes(nodes as unknown as StoryblokRichTextNode[]).map((group) => {
    const members = group.nodes as unknown as KeyedNode[];
    if (group.linkMark) return renderLink(members, group.linkMark as KeyedMark, group._key, scope);
    const [node] = members;
    return node ? renderNode(node, scope) : null;
  });
}
