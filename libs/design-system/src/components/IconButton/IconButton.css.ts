import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { pressableBase } from '../private/pressable.css';

export const iconButton = recipe({
  base: {
    ...pressableBase,
    flexShrink: 0,
    padding: 0,
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
        selectors: {
          '&:hover:not(:disabled)': {
            background: vars.color.primarySubtle,
            borderColor: vars.color.primary,
          },
        },
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
