import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.3em',
    fontWeight: vars.fontWeight.medium,
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    tone: {
      link: { color: vars.color.link, selectors: { '&:hover': { color: vars.color.linkHover } } },
      neutral: { color: vars.color.text },
      inverse: { color: vars.color.textInverse },
    },
    underline: {
      always: { textDecorationLine: 'underline' },
      hover: {
        textDecorationLine: 'none',
        selectors: { '&:hover': { textDecorationLine: 'underline' } },
      },
    },
  },
  defaultVariants: { tone: 'link', underline: 'always' },
});

export type LinkVariants = RecipeVariants<typeof link>;
