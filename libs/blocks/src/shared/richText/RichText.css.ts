import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

/** Running text from the CMS: plain elements, spaced and sized from the theme tokens. */
export const prose = style({
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'break-word',
});

globalStyle(`${prose} > * + *`, { marginBlockStart: vars.space.md });
globalStyle(`${prose} :where(p, ul, ol, blockquote, pre, table, figure)`, { marginBlock: 0 });
globalStyle(`${prose} > :where(h1, h2, h3, h4, h5, h6)`, { marginBlockStart: vars.space.xl, marginBlockEnd: 0 });
globalStyle(`${prose} > :where(h1, h2, h3, h4, h5, h6):first-child`, { marginBlockStart: 0 });
globalStyle(`${prose} :where(h1, h2, h3, h4, h5, h6)`, {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});
globalStyle(`${prose} h1`, { fontSize: vars.fontSize['3xl'] });
globalStyle(`${prose} h2`, { fontSize: vars.fontSize['2xl'] });
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.xl });
globalStyle(`${prose} :where(h4, h5, h6)`, { fontSize: vars.fontSize.lg });
globalStyle(`${prose} :where(ul, ol)`, { paddingInlineStart: vars.space.lg });
globalStyle(`${prose} li + li`, { marginBlockStart: vars.space.xxs });
globalStyle(`${prose} li > p`, { margin: 0 });
globalStyle(`${prose} blockquote`, {
  borderInlineStart: `4px solid ${vars.color.primary}`,
  paddingInlineStart: vars.space.md,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});
globalStyle(`${prose} code`, { fontFamily: vars.font.mono, fontSize: '0.9em' });
globalStyle(`${prose} :not(pre) > code`, {
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xxs,
});
globalStyle(`${prose} pre`, {
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  overflowX: 'auto',
});
globalStyle(`${prose} hr`, { border: 0, borderBlockStart: `1px solid ${vars.color.border}` });
globalStyle(`${prose} table`, { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto' });
globalStyle(`${prose} :where(th, td)`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.xs,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${prose} th`, { background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.semibold });
globalStyle(`${prose} mark`, { background: vars.color.warningSubtle, color: 'inherit' });
