import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const progress = createVar();
export const height = createVar();

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.loadingBar,
  height,
  pointerEvents: 'none',
  transformOrigin: 'left center',
  transform: `scaleX(calc(${progress} / 100))`,
  background: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.accent})`,
  opacity: 1,
  transition: `transform 0.1s linear, opacity ${vars.motion.durationSlow} ease`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const hidden = style({ opacity: 0 });
export const error = style({ background: vars.color.critical });
