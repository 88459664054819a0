import { style } from '@vanilla-extract/css';
import { minWidth, pageGutter, vars } from '@clavis/design-system/css';

export const root = style({
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
});

export const inner = style([
  pageGutter,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    justifyItems: 'center',
    textAlign: 'center',
    maxWidth: vars.contentWidth.narrow,
    marginInline: 'auto',
    paddingBlock: vars.space.xl,
    '@media': { [minWidth('tablet')]: { paddingBlock: vars.space['2xl'] } },
  },
]);

export const title = style({ margin: 0, overflowWrap: 'anywhere' });

export const text = style({ margin: 0 });
