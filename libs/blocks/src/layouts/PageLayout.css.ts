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

export const logoHeader = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const logoBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  minHeight: 72,
});
