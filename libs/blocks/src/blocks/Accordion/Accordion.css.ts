import { style } from '@vanilla-extract/css';
import { minWidth, pageGutter, vars } from '@clavis/design-system/css';

// Questions and answers read best at the reading measure, like running text.
export const root = style([
  pageGutter,
  {
    maxWidth: vars.contentWidth.narrow,
    marginInline: 'auto',
    paddingBlock: vars.space.xl,
    '@media': { [minWidth('tablet')]: { paddingBlock: vars.space['2xl'] } },
  },
]);
