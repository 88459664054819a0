import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@clavis/design-system/css';

export const row = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': { [minWidth('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xl } },
});

export const text = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

// Without a picture the text keeps the reading measure instead of the full row.
export const single = style({ maxWidth: vars.contentWidth.narrow });

// The picture goes first on the left; the text stays first in the document for reading order.
export const mediaLeft = style({
  '@media': { [minWidth('tablet')]: { order: -1 } },
});

export const image = style({ borderRadius: vars.radius.md });
