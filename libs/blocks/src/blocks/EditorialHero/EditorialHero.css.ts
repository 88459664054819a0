import { style } from '@vanilla-extract/css';
import { minWidth, pageColumn, vars } from '@clavis/design-system/css';

export const root = style({ background: vars.color.surface });

export const inner = style([
  pageColumn('wide'),
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
    alignItems: 'center',
    paddingBlock: vars.space.xl,
    '@media': {
      [minWidth('tablet')]: {
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        gap: vars.space.xl,
      },
      [minWidth('desktop')]: { paddingBlock: vars.space['2xl'] },
    },
  },
]);

export const copy = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const title = style({ margin: 0, overflowWrap: 'anywhere', hyphens: 'auto' });

export const text = style({ margin: 0, maxWidth: '40rem' });

export const image = style({ borderRadius: vars.radius.lg });
