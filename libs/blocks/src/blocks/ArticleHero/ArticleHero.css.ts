import { style } from '@vanilla-extract/css';
import { minWidth, pageColumn, vars } from '@clavis/design-system/css';

export const root = style([
  pageColumn('default'),
  {
    paddingBlock: vars.space.lg,
    '@media': { [minWidth('tablet')]: { paddingBlock: vars.space.xl } },
  },
]);

export const inner = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': {
    [minWidth('desktop')]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gap: vars.space.xl,
    },
  },
});

export const text = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const title = style({ margin: 0, overflowWrap: 'anywhere', hyphens: 'auto' });

export const subtitle = style({ margin: 0 });

export const date = style({ margin: 0 });

export const image = style({ borderRadius: vars.radius.md });
