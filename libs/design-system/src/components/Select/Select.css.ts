import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const wrapper = style({ position: 'relative', display: 'block' });
export const select = style({ appearance: 'none', paddingRight: '2.75rem', cursor: 'pointer' });
export const chevron = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.sm,
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.text,
  display: 'inline-flex',
});
