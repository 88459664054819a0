import { style } from '@vanilla-extract/css';
import { minWidth, pageColumn, vars } from '@clavis/design-system/css';

export const root = style([
  pageColumn('narrow'),
  {
    display: 'grid',
    gap: vars.space.sm,
    justifyItems: 'center',
    textAlign: 'center',
    paddingBlock: vars.space.xl,
    '@media': { [minWidth('tablet')]: { paddingBlock: vars.space['2xl'] } },
  },
]);

export const title = style({ margin: 0, overflowWrap: 'anywhere', hyphens: 'auto' });

export const text = style({
  margin: 0,
  // Line breaks typed in the CMS textarea are kept.
  whiteSpace: 'pre-line',
});
