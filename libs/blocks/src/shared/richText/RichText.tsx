import type { RichTextDocument } from '@clavis/cms-client';
import type { BlockContext } from '../../core/types';
import * as styles from './RichText.css';
import { renderRichTextNodes } from './renderRichTextNodes';
import { isRichTextEmpty, richTextNodes } from './richTextNodes';

/**
 * The catalogue key of the spoken hint after external links. Until the catalogues hold it, the
 * design-system Link's own hint is used.
 */
export const EXTERNAL_LINK_HINT_MESSAGE = 'common.opens_in_new_tab';

export interface RichTextProps {
  /** A Storyblok rich-text field (cms-client `richTextSchema`). Missing, empty or malformed renders nothing. */
  document: RichTextDocument | null | undefined;
  /** The block's context: market (story links), assets (images), renderBlocks (embedded bloks), intl. */
  context: Pick<BlockContext, 'market' | 'assets' | 'renderBlocks' | 'intl'>;
  className?: string;
}

/**
 * A rich-text field as React elements (never raw HTML), through `@storyblok/richtext`'s node
 * helpers: headings, paragraphs, lists, quotes, code, tables and marks as their HTML elements;
 * links through the design-system `Link` (story links to this market's URLs, external links in a
 * new tab with a spoken hint, e-mail as `mailto:`); images through the image service with the
 * editor's filters clamped; embedded bloks through `context.renderBlocks`. A server component.
 */
export function RichText({ document, context, className }: RichTextProps) {
  if (isRichTextEmpty(document)) return null;
  const externalLabel = Object.hasOwn(context.intl.messages, EXTERNAL_LINK_HINT_MESSAGE)
    ? context.intl.formatMessage({ id: EXTERNAL_LINK_HINT_MESSAGE })
    : undefined;
  return (
    <div className={[styles.prose, className].filter(Boolean).join(' ')}>
      {renderRichTextNodes(richTextNodes(document), { context, externalLabel })}
    </div>
  );
}
