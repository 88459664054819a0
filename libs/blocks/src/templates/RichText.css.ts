import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

export const richText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '70ch',
});

export const list = style({
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

globalStyle(`${list} > li > p`, { margin: 0 });

export const quote = style({
  borderInlineStart: `4px solid ${vars.color.border}`,
  paddingInlineStart: vars.space.md,
  margin: 0,
});

export const rule = style({
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  width: '100%',
});
