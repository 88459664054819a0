import { style } from '@vanilla-extract/css';
import { minWidth, pageColumn, vars } from '@clavis/design-system/css';

export const root = style(pageColumn('wide'));

export const band = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.primarySubtle,
  '@media': {
    [minWidth('tablet')]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gap: vars.space.lg,
      paddingInline: vars.space.xl,
    },
  },
});

/** With a picture: picture, text, action in three columns from tablet up. */
export const withImage = style({
  '@media': {
    [minWidth('tablet')]: { gridTemplateColumns: '10rem minmax(0, 1fr) auto' },
  },
});

export const copy = style({ display: 'grid', gap: vars.space.xs });

export const title = style({ margin: 0, overflowWrap: 'anywhere' });

export const text = style({ margin: 0 });

export const image = style({ borderRadius: vars.radius.md, maxWidth: '16rem' });
