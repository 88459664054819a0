import { style } from '@vanilla-extract/css';

export const textarea = style({ minHeight: '8rem', resize: 'vertical' });
