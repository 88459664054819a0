import { style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

export const grid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const thumbButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  cursor: 'zoom-in',
  overflow: 'hidden',
  aspectRatio: '4 / 3',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const thumb = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const sentinel = style({ height: '1px' });

export const stage = style({ display: 'grid', gap: vars.space.md });

export const stageImage = style({
  display: 'block',
  width: '100%',
  maxHeight: '65vh',
  objectFit: 'contain',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });
