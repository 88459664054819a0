import { style } from '@vanilla-extract/css';

/** The way back to the public site: first in the utility band, the rest of it pushed to the end. */
export const publicSite = style({
  marginRight: 'auto',
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { textDecorationThickness: 2 },
  },
});
