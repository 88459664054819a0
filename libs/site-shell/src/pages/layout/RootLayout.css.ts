import { style } from '@vanilla-extract/css';

export const body = style({
  margin: 0,
  minHeight: '100vh',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  color: '#1b1f24',
  background: '#f6f7f9',
});
