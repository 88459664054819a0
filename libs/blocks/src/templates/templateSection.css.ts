import { style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

/** Vertical rhythm of a template page between the header and the footer. */
export const page = style({
  paddingBlock: vars.space['2xl'],
});
