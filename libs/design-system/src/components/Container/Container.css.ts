import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { pageGutter } from '../../css/pageGutter';
import { vars } from '../../themes/vars.css';

export const container = recipe({
  base: [
    { boxSizing: 'border-box', width: '100%', marginLeft: 'auto', marginRight: 'auto' },
    pageGutter,
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
