import { style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

export const section = style({
  maxWidth: vars.contentWidth.wide,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  display: 'grid',
  gap: vars.space.lg,
});

export const title = style({ margin: 0, overflowWrap: 'anywhere', hyphens: 'auto' });

export const cardImage = style({ width: '100%' });

/** The card list itself: a reset list, laid out by `Grid`. */
export const slide = style({ paddingBlockEnd: vars.space.xs });

export const emptyHint = style({
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const emptyMessage = style({ margin: 0, color: vars.color.textMuted });
