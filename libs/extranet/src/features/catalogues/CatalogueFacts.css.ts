import { style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 });
export const fact = style({ display: 'grid', gap: vars.space.xxs });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
