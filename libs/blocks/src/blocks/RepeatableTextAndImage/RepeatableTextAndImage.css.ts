import { style } from '@vanilla-extract/css';
import { minWidth, pageColumn, vars } from '@clavis/design-system/css';

export const root = style([
  pageColumn('default'),
  {
    display: 'grid',
    gap: vars.space['2xl'],
    paddingBlock: vars.space.lg,
    '@media': { [minWidth('tablet')]: { gap: vars.space['3xl'], paddingBlock: vars.space.xl } },
  },
]);

export const title = style({ margin: 0, overflowWrap: 'anywhere', hyphens: 'auto' });
