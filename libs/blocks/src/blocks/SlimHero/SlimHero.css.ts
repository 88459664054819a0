import { style } from '@vanilla-extract/css';
import { minWidth, pageColumn, vars } from '@clavis/design-system/css';

export const root = style({
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style([
  pageColumn('wide'),
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    alignItems: 'center',
    paddingBlock: vars.space.lg,
    '@media': {
      [minWidth('tablet')]: {
        gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
        paddingBlock: vars.space.xl,
      },
    },
  },
]);

export const title = style({ margin: 0, overflowWrap: 'anywhere', hyphens: 'auto' });

export const media = style({
  display: 'none',
  '@media': { [minWidth('tablet')]: { display: 'block' } },
});

export const image = style({ borderRadius: vars.radius.md });
