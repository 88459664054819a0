import { style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

export const root = style({ display: 'grid', gap: vars.space.md });

export const title = style({ margin: 0 });

export const figure = style({ margin: 0 });

export const caption = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.text,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});
