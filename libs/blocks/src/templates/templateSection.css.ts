import { style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

/** Vertical rhythm of a template page between the header and the footer. */
export const page = style({
  paddingBlock: vars.space['2xl'],
});

/** A list read as lines of facts (address, phone, e-mail): no bullets, no indent. */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** Specification rows: label and value side by side. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const factLabel = style({
  fontWeight: 600,
});

export const factValue = style({
  margin: 0,
});

/** A `dt`/`dd` pair's wrapper, transparent to the grid. */
export const factRow = style({
  display: 'contents',
});

export const centered = style({
  display: 'flex',
  justifyContent: 'center',
});

/** A page that starts with a hero: no space above it, the usual space below. */
export const pageAfterHero = style({
  paddingBlockEnd: vars.space['2xl'],
});

/** Running text at a readable line length, left-aligned with the header above it. */
export const readable = style({
  maxWidth: '70ch',
});
