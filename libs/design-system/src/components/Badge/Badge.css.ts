import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

const tone = (fg: string, bg: string) => ({ subtle: { color: fg, background: bg }, solid: { color: '#ffffff', background: fg } });

const tones = {
  neutral: tone(vars.color.text, vars.color.surfaceMuted),
  primary: tone(vars.color.primary, vars.color.primarySubtle),
  info: tone(vars.color.info, vars.color.infoSubtle),
  success: tone(vars.color.success, vars.color.successSubtle),
  warning: tone(vars.color.warning, vars.color.warningSubtle),
  critical: tone(vars.color.critical, vars.color.criticalSubtle),
};

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    boxSizing: 'border-box',
    padding: `0.125rem ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1.5,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: { neutral: {}, primary: {}, info: {}, success: {}, warning: {}, critical: {}, accent: {} },
    emphasis: { subtle: {}, solid: {} },
  },
  compoundVariants: [
    ...Object.entries(tones).flatMap(([name, styles]) => [
      { variants: { tone: name as keyof typeof tones, emphasis: 'subtle' as const }, style: styles.subtle },
      { variants: { tone: name as keyof typeof tones, emphasis: 'solid' as const }, style: styles.solid },
    ]),
    { variants: { tone: 'accent', emphasis: 'subtle' }, style: { color: vars.color.onAccent, background: vars.color.warningSubtle, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` } },
    { variants: { tone: 'accent', emphasis: 'solid' }, style: { color: vars.color.onAccent, background: vars.color.accent } },
  ],
  defaultVariants: { tone: 'neutral', emphasis: 'subtle' },
});

export type BadgeVariants = RecipeVariants<typeof badge>;
