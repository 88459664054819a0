import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../themes/vars.css';
import { minWidth } from './breakpoints';

export const responsiveConditions = {
  conditions: {
    mobile: {},
    tablet: { '@media': minWidth('tablet') },
    desktop: { '@media': minWidth('desktop') },
    wide: { '@media': minWidth('wide') },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
} as const;

// The atoms the layout components (Stack, Inline, Grid, Columns) take as props. They have a
// lookup of their own, in a module of its own: sprinkles' lookup holds a class name per value and
// condition of every property (3 KB gzipped on the sites' pages), and a client component that uses a layout
// component would otherwise ship all of it to the browser.
export const layoutProperties = defineProperties({
  ...responsiveConditions,
  properties: {
    gap: vars.space,
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
  },
});

/** The layout atoms alone (gap and alignment), for the layout components. */
export const layoutSprinkles = createSprinkles(layoutProperties);

export type LayoutSprinkles = Parameters<typeof layoutSprinkles>[0];
