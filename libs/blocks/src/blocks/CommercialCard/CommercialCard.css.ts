import { style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

export const root = style({ display: 'grid' });

// A teaser, not a band: the card keeps a card's width in wide columns.
export const card = style({ width: '100%', maxWidth: '28rem' });

export const image = style({ borderRadius: 0, backgroundColor: vars.color.surfaceMuted });
