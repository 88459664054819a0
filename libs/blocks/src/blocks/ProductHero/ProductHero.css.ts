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
    gap: vars.space.lg,
    alignItems: 'center',
    paddingBlock: vars.space.lg,
    '@media': {
      [minWidth('tablet')]: {
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        paddingBlock: vars.space['2xl'],
      },
    },
  },
]);

export const text = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const title = style({ margin: 0, overflowWrap: 'anywhere', hyphens: 'auto' });

export const media = style({
  // The picture leads on phones, where the name and button follow right below it.
  order: -1,
  '@media': { [minWidth('tablet')]: { order: 0 } },
});

export const image = style({ borderRadius: vars.radius.md, background: vars.color.surface });
