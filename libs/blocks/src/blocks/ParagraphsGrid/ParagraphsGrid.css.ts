import { style } from '@vanilla-extract/css';
import { minWidth, pageColumn, vars } from '@clavis/design-system/css';

export const root = style([
  pageColumn('default'),
  {
    display: 'grid',
    gap: vars.space.lg,
    paddingBlock: vars.space.xl,
  },
]);

export const title = style({ margin: 0 });

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [minWidth('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg },
    // Up to four per row on desktop; three items stay three equal columns.
    [minWidth('desktop')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' },
  },
});

export const item = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `3px solid ${vars.color.primary}`,
});

export const itemTitle = style({ margin: 0, overflowWrap: 'anywhere' });

export const itemText = style({ margin: 0, whiteSpace: 'pre-line' });
