import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { responsiveStyle } from '../../css/responsiveStyle';
import { vars } from '../../themes/vars.css';

export const container = recipe({
  base: [
    { boxSizing: 'border-box', width: '100%', marginLeft: 'auto', marginRight: 'auto' },
    responsiveStyle({
      mobile: { paddingLeft: vars.space.md, paddingRight: vars.space.md },
      tablet: { paddingLeft: vars.space.lg, paddingRight: vars.space.lg },
      desktop: { paddingLeft: vars.space.xl, paddingRight: vars.space.xl },
    }),
  ],
  variants: {
    width: {
      narrow: { maxWidth: vars.contentWidth.narrow },
      default: { maxWidth: vars.contentWidth.default },
      wide: { maxWidth: vars.contentWidth.wide },
    },
  },
  defaultVariants: { width: 'default' },
});

export type ContainerVariants = RecipeVariants<typeof container>;
