import { style } from '@vanilla-extract/css';

export const base = style({ boxSizing: 'border-box', minWidth: 0 });
