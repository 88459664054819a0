import { style } from '@vanilla-extract/css';
import { minWidth, pageGutter, vars } from '@clavis/design-system/css';

export const root = style([
  pageGutter,
  {
    display: 'grid',
    gap: vars.space.sm,
    justifyItems: 'center',
    textAlign: 'center',
    maxWidth: vars.contentWidth.narrow,
    marginInline: 'auto',
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
