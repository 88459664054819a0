import { style } from '@vanilla-extract/css';

export const screen = style({
  minHeight: '60vh',
  display: 'flex',
  alignItems: 'center',
  padding: '4rem 0',
});

export const code = style({
  margin: 0,
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
});
