import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const stack = style({ display: 'flex', flexDirection: 'column' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const dividers = style({});
globalStyle(`${dividers} > * + *`, {
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: 'inherit',
});
