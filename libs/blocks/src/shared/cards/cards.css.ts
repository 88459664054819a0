import { globalStyle, style } from '@vanilla-extract/css';
import { minWidth, pageColumn, vars } from '@clavis/design-system/css';

export const section = style([
  pageColumn('wide'),
  {
    paddingBlock: vars.space.xl,
    display: 'grid',
    // minmax(0, 1fr), not the implicit auto column: a carousel's track must not widen a phone page.
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
  },
]);

export const title = style({ margin: 0, overflowWrap: 'anywhere', hyphens: 'auto' });

export const cardImage = style({ width: '100%' });

/** Cards per carousel slide, side by side from tablet width up. */
export const CARDS_PER_SLIDE = 3;

/**
 * A slide's cards. On phones they sit in a row that scrolls sideways (the next card peeks in) rather
 * than stacking three tall cards per slide; from tablet width up they share the slide's width.
 */
export const slideList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridAutoFlow: 'column',
  gridAutoColumns: '85%',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  paddingBlockEnd: vars.space.xs,
  '@media': {
    [minWidth('tablet')]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: `repeat(${CARDS_PER_SLIDE}, minmax(0, 1fr))`,
      gap: vars.space.lg,
      overflowX: 'visible',
    },
  },
});

globalStyle(`${slideList} > li`, { scrollSnapAlign: 'start' });

export const emptyHint = style({
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const emptyMessage = style({ margin: 0, color: vars.color.textMuted });
