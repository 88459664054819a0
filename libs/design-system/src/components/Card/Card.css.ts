import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    height: '100%',
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    transition: `box-shadow ${vars.motion.durationNormal} ${vars.motion.easing}, border-color ${vars.motion.durationNormal} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    variant: {
      outlined: { border: `1px solid ${vars.color.border}` },
      elevated: { boxShadow: vars.shadow.md },
      muted: { background: vars.color.surfaceMuted },
    },
    interactive: {
      true: {
        selectors: {
          '&:hover': { boxShadow: vars.shadow.lg, borderColor: vars.color.borderStrong },
          // The whole card is clickable through the title link; show its focus on the card.
          '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
        },
      },
    },
  },
  defaultVariants: { variant: 'outlined' },
});

export type CardVariants = RecipeVariants<typeof card>;

export const media = style({ display: 'block' });
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flexGrow: 1,
  padding: vars.space.lg,
});
export const footer = style({ marginTop: 'auto', paddingTop: vars.space.sm });

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // Stretches the link over the card, so the whole card is one target with one accessible name.
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
});
