import { style } from '@vanilla-extract/css';
import { minWidth, pageColumn, vars } from '@clavis/design-system/css';

export const root = style({
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
});

export const inner = style([
  pageColumn('narrow'),
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    justifyItems: 'center',
    textAlign: 'center',
    paddingBlock: vars.space.xl,
    '@media': { [minWidth('tablet')]: { paddingBlock: vars.space['2xl'] } },
  },
]);

export const title = style({ margin: 0, overflowWrap: 'anywhere' });

export const text = style({ margin: 0 });
