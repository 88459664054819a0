import { style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

export const issue = style({
  margin: `${vars.space.md} auto`,
  maxWidth: vars.contentWidth.default,
  padding: vars.space.md,
  border: `2px dashed ${vars.color.critical}`,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSubtle,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});

export const title = style({ fontWeight: vars.fontWeight.bold, margin: 0 });
export const list = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.md });
