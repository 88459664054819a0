import { style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

/** The box of a design-system Card (outlined), with nothing inside to read. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

/** A card's picture: the listing cards' 4/3. */
export const media = style({ display: 'block', aspectRatio: '4 / 3' });

/** A card's text, with the Card's padding and gap. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
});

/** A listing's form (a filter, a sort, the button), as tall as the real controls. */
export const controls = style({ minHeight: '4.5rem' });
