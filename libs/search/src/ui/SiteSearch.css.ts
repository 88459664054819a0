import { style, globalStyle } from '@vanilla-extract/css';
import { vars, minWidth } from '@clavis/design-system/css';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  // Room for the results before they arrive, so the footer does not jump when they do.
  minHeight: '100vh',
  alignContent: 'start',
  // minmax(0, …): a long word in a result (Schlüsselfräsmaschinen) wraps instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [minWidth('tablet')]: { gridTemplateColumns: '16rem minmax(0, 1fr)', columnGap: vars.space['2xl'] },
  },
});

export const searchBox = style({
  gridColumn: '1 / -1',
  display: 'flex',
  gap: vars.space.xs,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const button = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  ':hover': { background: vars.color.primaryHover, borderColor: vars.color.primaryHover },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const secondaryButton = style([
  button,
  { background: vars.color.surface, color: vars.color.primary, ':hover': { background: vars.color.primarySubtle } },
]);

export const filters = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', paddingBlockStart: vars.space.sm });

export const filterDetails = style({ borderBlockEnd: `1px solid ${vars.color.border}`, paddingBlockEnd: vars.space.sm });

export const filterSummary = style({
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const legend = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs, padding: 0 });

export const option = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer', minHeight: '24px' });

export const count = style({ marginInlineStart: 'auto', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const select = style([input, { fontSize: vars.fontSize.md, padding: vars.space.xs }]);

export const results = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', minWidth: 0 });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const hitList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });

export const hit = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  position: 'relative',
});

/** A hit without a picture: its text takes the whole card, with no empty box beside it. */
export const hitWithoutImage = style({ gridTemplateColumns: 'minmax(0, 1fr)' });

/** A product's code, as people type it off a key or a machine. */
export const hitCode = style({ fontFamily: vars.font.mono, fontWeight: 600 });

export const hitImage = style({ width: '96px', height: '72px', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceMuted });

// A German compound (Schlüsselfräsmaschinen) breaks where it must on a phone rather than widen the card.
export const hitTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug, overflowWrap: 'break-word', hyphens: 'auto' });

export const hitLink = style({
  color: vars.color.link,
  textDecoration: 'none',
  // The whole card is the link's target area.
  '::after': { content: '""', position: 'absolute', inset: 0 },
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const hitMeta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const hitText = style({ margin: 0, color: vars.color.text });

globalStyle(`${hit} mark`, { background: vars.color.primarySubtle, color: 'inherit', fontWeight: vars.fontWeight.semibold });

export const pagination = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', padding: 0, margin: 0 });

export const pageLink = style([
  secondaryButton,
  { minWidth: '44px', textAlign: 'center', display: 'inline-block', textDecoration: 'none', padding: `${vars.space.xs} ${vars.space.sm}` },
]);

export const currentPage = style([pageLink, { background: vars.color.primary, color: vars.color.onPrimary }]);

export const noResults = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
