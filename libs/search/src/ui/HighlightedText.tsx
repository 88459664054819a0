import { Fragment } from 'react';

/**
 * The tags the search page asks the search service to put around matched words. The values come
 * back as plain text with these in them (InstantSearch's own HTML escaping is off), and are
 * rendered as React text, so nothing in a record is ever read as HTML.
 */
export const HIGHLIGHT_TAGS = { highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' } as const;

const TAG_PATTERN = /(__ais-highlight__|__\/ais-highlight__)/;

/** A highlighted value of the search service: the matched words in `<mark>`. */
export function HighlightedText({ value }: { value: string }) {
  const parts: React.ReactNode[] = [];
  let marked = false;
  value.split(TAG_PATTERN).forEach((part, index) => {
    if (part === HIGHLIGHT_TAGS.highlightPreTag) marked = true;
    else if (part === HIGHLIGHT_TAGS.highlightPostTag) marked = false;
    else if (part) parts.push(marked ? <mark key={index}>{part}</mark> : <Fragment key={index}>{part}</Fragment>);
  });
  return <>{parts}</>;
}
