import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const iconButton = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    margin: 0,
    padding: 0,
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySubtle, borderColor: vars.color.primary } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      inverse: {
        background: 'rgba(15, 27, 45, 0.72)',
        color: vars.color.textInverse,
        selectors: { '&:hover:not(:disabled)': { background: 'rgba(15, 27, 45, 0.9)' } },
      },
    },
    size: {
      sm: { width: 36, height: 36 },
      md: { width: 44, height: 44 },
      lg: { width: 52, height: 52 },
    },
    round: { true: { borderRadius: vars.radius.full } },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export type IconButtonVariants = RecipeVariants<typeof iconButton>;
