import { Fragment, type ReactNode } from 'react';
import { linkHref, type RichTextMark, type RichTextNode } from '@clavis/cms-client';
import { Heading, Link, Text, type HeadingLevel } from '@clavis/design-system';
import { BlockRenderer } from '../core/BlockRenderer';
import type { BlockContext } from '../core/types';
import { blockRegistry } from '../registry';
import * as styles from './RichText.css';

type Context = Omit<BlockContext, 'renderBlocks'>;

function isNode(value: unknown): value is RichTextNode {
  return typeof value === 'object' && value !== null && typeof (value as RichTextNode).type === 'string';
}

function markLink(mark: RichTextMark, context: Context): string | null {
  const attrs = (mark.attrs ?? {}) as { href?: string; linktype?: string; anchor?: string; story?: { full_slug?: string } };
  return linkHref(
    { linktype: (attrs.linktype ?? 'url') as 'url', url: attrs.href ?? '', cached_url: attrs.href ?? '', anchor: attrs.anchor, story: attrs.story } as never,
    { market: context.market },
  );
}

function withMarks(text: ReactNode, marks: readonly RichTextMark[] | undefined, context: Context): ReactNode {
  return (marks ?? []).reduce<ReactNode>((inner, mark) => {
    switch (mark.type) {
      case 'bold':
        return <strong>{inner}</strong>;
      case 'italic':
        return <em>{inner}</em>;
      case 'underline':
        return <u>{inner}</u>;
      case 'strike':
        return <s>{inner}</s>;
      case 'code':
        return <code>{inner}</code>;
      case 'link': {
        const href = markLink(mark, context);
        return href ? <Link href={href}>{inner}</Link> : inner;
      }
      default:
        return inner;
    }
  }, text);
}

/** Headings inside content start one level below the page's `h1`. */
function headingLevel(value: unknown): HeadingLevel {
  const level = Math.min(Math.max(Number(value) || 2, 2), 5);
  return String(level) as HeadingLevel;
}

function renderNodes(nodes: readonly unknown[] | undefined, context: Context): ReactNode {
  return (nodes ?? []).filter(isNode).map((node, index) => <Fragment key={index}>{renderNode(node, context)}</Fragment>);
}

function renderNode(node: RichTextNode, context: Context): ReactNode {
  const children = renderNodes(node.content, context);
  switch (node.type) {
    case 'text':
      return withMarks(node.text ?? '', node.marks, context);
    case 'paragraph':
      return <Text>{children}</Text>;
    case 'heading':
      return <Heading level={headingLevel(node.attrs?.['level'])}>{children}</Heading>;
    case 'bullet_list':
      return <ul className={styles.list}>{children}</ul>;
    case 'ordered_list':
      return <ol className={styles.list}>{children}</ol>;
    case 'list_item':
      return <li>{children}</li>;
    case 'blockquote':
      return <blockquote className={styles.quote}>{children}</blockquote>;
    case 'hard_break':
      return <br />;
    case 'horizontal_rule':
      return <hr className={styles.rule} />;
    case 'blok':
      return <BlockRenderer blocks={(node.attrs?.['body'] as unknown[]) ?? []} registry={blockRegistry} context={context} />;
    default:
      return children;
  }
}

/** A CMS rich-text document (paragraphs, headings, lists, links, embedded bloks) as page content. */
export function RichText({ document, context }: { document: unknown; context: Context }) {
  if (!isNode(document)) return null;
  return <div className={styles.richText}>{renderNodes(document.content, context)}</div>;
}
