import { globalStyle, style } from '@vanilla-extract/css';
import { minWidth, vars } from '@clavis/design-system/css';

const overlay = minWidth('tablet');

// Phones: the picture, then the text on a dark band. Tablet up: one grid cell holds both, the
// panel sits over the picture's lower left corner.
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  '@media': { [overlay]: { gridTemplateAreas: '"banner"' } },
});

export const media = style({
  position: 'relative',
  overflow: 'hidden',
  '@media': { [overlay]: { gridArea: 'banner', alignSelf: 'stretch' } },
});

/** The plain banner has no ratio: from tablet up it is as tall as this, or as its text needs. */
export const plainMedia = style({
  '@media': { [overlay]: { minHeight: '28rem' } },
});

// From tablet up the picture fills the cell (its box is reserved by the ratio or min height).
globalStyle(`${media} img`, {
  '@media': { [overlay]: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' } },
});

export const panel = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.lg,
  background: vars.color.surfaceInverse,
  '@media': {
    [overlay]: {
      gridArea: 'banner',
      alignSelf: 'end',
      justifySelf: 'start',
      maxWidth: '36rem',
      margin: vars.space.lg,
      borderRadius: vars.radius.md,
    },
    [minWidth('desktop')]: { margin: vars.space.xl, padding: vars.space.xl },
  },
});

export const title = style({ margin: 0, overflowWrap: 'anywhere', hyphens: 'auto' });

export const text = style({ margin: 0 });
