import { style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

/**
 * Shown only on a page marked `data-consent` (a server with a tag manager marks each page as it
 * serves it, so the control is there from the first paint and nothing moves); elsewhere it takes
 * no room and is in no one's way, screen readers and the tab order included.
 */
export const control = style({
  display: 'none',
  alignItems: 'center',
  minHeight: 32,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.textInverseMuted,
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    'html[data-consent] &': { display: 'inline-flex' },
    '&:hover': { color: vars.color.textInverse, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible': { outline: `3px solid ${vars.color.textInverse}`, outlineOffset: '2px' },
  },
});
