import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../themes/vars.css';
import { layoutProperties, responsiveConditions } from './layoutSprinkles.css';

const space = vars.space;

const responsiveProperties = defineProperties({
  ...responsiveConditions,
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    textAlign: ['left', 'center', 'right'],
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    width: { full: '100%', auto: 'auto' },
    flexShrink: [0, 1],
    flexGrow: [0, 1],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colorProperties = defineProperties({
  conditions: {
    default: {},
    hover: { selector: '&:hover' },
  },
  defaultCondition: 'default',
  properties: {
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      textInverse: vars.color.textInverse,
      primary: vars.color.primary,
      critical: vars.color.critical,
      success: vars.color.success,
    },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      surfaceInverse: vars.color.surfaceInverse,
      primary: vars.color.primary,
      primarySubtle: vars.color.primarySubtle,
    },
  },
});

const staticProperties = defineProperties({
  properties: {
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    position: ['relative', 'absolute', 'sticky'],
    overflow: ['hidden', 'auto'],
  },
});

/** Layout and colour atoms with responsive conditions (`{ mobile, tablet, desktop, wide }` or an array). */
export const sprinkles = createSprinkles(
  layoutProperties,
  responsiveProperties,
  colorProperties,
  staticProperties,
);

export type Sprinkles = Parameters<typeof sprinkles>[0];
export type Space = keyof typeof vars.space;
