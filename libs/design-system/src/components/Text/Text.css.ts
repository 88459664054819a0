import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.relaxed },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed },
      xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.normal },
    },
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      inverse: { color: vars.color.textInverse },
      critical: { color: vars.color.critical },
      success: { color: vars.color.success },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
    eyebrow: {
      true: {
        textTransform: 'uppercase',
        letterSpacing: vars.letterSpacing.wide,
        fontWeight: vars.fontWeight.semibold,
      },
    },
    maxLines: {
      none: {},
      1: { overflow: 'hidden', display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 1 },
      2: { overflow: 'hidden', display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2 },
      3: { overflow: 'hidden', display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 3 },
    },
  },
  defaultVariants: { size: 'md', tone: 'neutral', weight: 'regular', maxLines: 'none' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
