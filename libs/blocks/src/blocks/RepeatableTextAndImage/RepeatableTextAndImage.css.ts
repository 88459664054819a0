import { style } from '@vanilla-extract/css';
import { minWidth, pageGutter, vars } from '@clavis/design-system/css';

export const root = style([
  pageGutter,
  {
    display: 'grid',
    gap: vars.space['2xl'],
    maxWidth: vars.contentWidth.default,
    marginInline: 'auto',
    paddingBlock: vars.space.lg,
    '@media': { [minWidth('tablet')]: { gap: vars.space['3xl'], paddingBlock: vars.space.xl } },
  },
]);

export const title = style({ margin: 0, overflowWrap: 'anywhere', hyphens: 'auto' });
