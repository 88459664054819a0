import { minWidth } from './breakpoints';
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';

/**
 * Visible keyboard focus (WCAG 2.4.7 / 2.4.11): a 3 px ring with an offset, shown on
 * `:focus-visible` only, so mouse users do not see it on click.
 */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/** Resets shared by every element a component renders, so nothing depends on a global stylesheet. */
export const reset = style({
  margin: 0,
  padding: 0,
  border: 0,
  boxSizing: 'border-box',
  font: 'inherit',
  verticalAlign: 'baseline',
});

/** Hidden from sight but read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Hidden from sight on a phone (read by assistive technology), shown from the tablet width: a button's word beside its icon. */
export const visuallyHiddenOnPhone = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': { [minWidth('tablet')]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } },
});
