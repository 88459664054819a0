import { style } from '@vanilla-extract/css';
import { minWidth } from '../../css/breakpoints';
import { vars } from '../../themes/vars.css';

export const footer = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverseMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  borderTop: `4px solid ${vars.color.accent}`,
});

export const top = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space['2xl'],
  gridTemplateColumns: '1fr',
  '@media': {
    [minWidth('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth('desktop')]: { gridTemplateColumns: '1.4fr repeat(var(--clavis-footer-columns, 3), minmax(0, 1fr))' },
  },
});

export const brand = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '22rem', lineHeight: vars.lineHeight.relaxed });

export const columnTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  color: vars.color.textInverseMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.textInverse, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible': { outline: `3px solid ${vars.color.textInverse}`, outlineOffset: '2px' },
  },
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  borderTop: '1px solid rgba(255, 255, 255, 0.14)',
});

export const legalList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });
