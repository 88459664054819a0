import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { pressableBase } from '../private/pressable.css';

export const button = recipe({
  base: {
    ...pressableBase,
    gap: vars.space.xs,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1.2,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    userSelect: 'none',
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.primaryHover },
          '&:active:not(:disabled, [aria-disabled="true"])': {
            background: vars.color.primaryActive,
          },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: vars.color.primarySubtle,
          },
        },
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { filter: 'brightness(1.08)' },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.primary,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: vars.color.primarySubtle,
          },
        },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.textInverse,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { filter: 'brightness(0.9)' },
        },
      },
      inverse: {
        background: 'transparent',
        color: vars.color.textInverse,
        borderColor: vars.color.textInverse,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: 'rgba(255, 255, 255, 0.12)',
          },
        },
      },
    },
    size: {
      sm: { minHeight: 36, padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      md: { minHeight: 44, padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { minHeight: 52, padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

// Transparent rather than hidden: the label stays the button's accessible name while it is busy.
export const loadingLabel = style({ opacity: 0 });
export const loadingWrapper = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});
export const loadingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
