import { style } from '@vanilla-extract/css';
import { minWidth, pageColumn, vars } from '@clavis/design-system/css';

export const section = style([
  pageColumn('narrow'),
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    paddingBlock: vars.space.xl,
    boxSizing: 'border-box',
    width: '100%',
  },
]);

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  '@media': { [minWidth('tablet')]: { fontSize: vars.fontSize['3xl'] } },
});
