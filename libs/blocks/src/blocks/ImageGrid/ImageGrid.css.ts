import { style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });

export const title = style({ margin: 0 });

export const image = style({ borderRadius: vars.radius.md });
