import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: {
      sm: { width: 16, height: 16 },
      md: { width: 20, height: 20 },
      lg: { width: 24, height: 24 },
      xl: { width: 32, height: 32 },
    },
    tone: {
      current: { color: 'currentColor' },
      primary: { color: vars.color.primary },
      muted: { color: vars.color.textMuted },
      accent: { color: vars.color.accent },
      critical: { color: vars.color.critical },
      success: { color: vars.color.success },
    },
  },
  defaultVariants: { size: 'md', tone: 'current' },
});

export type IconVariants = RecipeVariants<typeof icon>;
