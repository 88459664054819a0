import { style } from '@vanilla-extract/css';
import { minWidth, pageGutter, vars } from '@clavis/design-system/css';

export const root = style({ background: vars.color.surface });

export const inner = style([
  pageGutter,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
    alignItems: 'center',
    maxWidth: vars.contentWidth.wide,
    marginInline: 'auto',
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
