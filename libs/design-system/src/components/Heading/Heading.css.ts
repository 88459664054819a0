import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { responsiveStyle } from '../../css/responsiveStyle';
import { vars } from '../../themes/vars.css';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: vars.letterSpacing.tight,
    lineHeight: vars.lineHeight.tight,
    textWrap: 'balance',
    // A German compound ("Pressemitteilungen") in a phone's h1 is wider than the screen: hyphenate
    // where the browser can, else break it rather than widen the page.
    hyphens: 'auto',
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      '1': responsiveStyle({ mobile: { fontSize: vars.fontSize['4xl'] }, desktop: { fontSize: vars.fontSize['5xl'] } }),
      '2': responsiveStyle({ mobile: { fontSize: vars.fontSize['3xl'] }, desktop: { fontSize: vars.fontSize['4xl'] } }),
      '3': responsiveStyle({ mobile: { fontSize: vars.fontSize['2xl'] }, desktop: { fontSize: vars.fontSize['3xl'] } }),
      '4': { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug, fontWeight: vars.fontWeight.semibold },
      '5': { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug, fontWeight: vars.fontWeight.semibold, letterSpacing: 0 },
    },
    tone: {
      neutral: { color: vars.color.text },
      primary: { color: vars.color.primary },
      inverse: { color: vars.color.textInverse },
    },
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' } },
  },
  defaultVariants: { tone: 'neutral', align: 'left' },
});

export type HeadingVariants = RecipeVariants<typeof heading>;
