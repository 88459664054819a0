import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const accordion = style({ borderTop: `1px solid ${vars.color.border}` });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
