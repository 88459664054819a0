import { style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const main = style({
  flex: '1 0 auto',
  // The skip link's target: focus lands here without a visible ring around the whole page.
  outline: 'none',
});

export const prefooter = style({
  paddingBlock: vars.space.xl,
});
