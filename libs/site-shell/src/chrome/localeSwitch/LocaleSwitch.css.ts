import { style } from '@vanilla-extract/css';

export const nav = style({ fontSize: '0.875rem' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover, &:focus-visible': { textDecoration: 'underline' },
    '&[aria-current="page"]': { fontWeight: 700 },
  },
});
