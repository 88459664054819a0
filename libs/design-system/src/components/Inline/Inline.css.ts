import { style } from '@vanilla-extract/css';

export const inline = style({ display: 'flex', flexWrap: 'wrap' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
