import { style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

// minmax(0, 1fr): the carousel's wide track must not widen the column past the viewport.
export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });

export const title = style({ margin: 0 });

export const figure = style({ margin: 0 });

export const caption = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.text,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});
