import { style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxWidth: '100%',
  objectFit: 'cover',
  // The muted surface shows while the file loads, in the box width/height already reserved.
  backgroundColor: vars.color.surfaceMuted,
});

/** A wrapper that makes no box: the image inside lays out as its parent's child. */
export const unboxed = style({ display: 'contents' });
