import { style } from '@vanilla-extract/css';
import { createVar } from '@vanilla-extract/css';
import { minWidth } from '../../css/breakpoints';

export const mobileColumns = createVar();
export const tabletColumns = createVar();
export const desktopColumns = createVar();

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${mobileColumns}, minmax(0, 1fr))`,
  '@media': {
    [minWidth('tablet')]: { gridTemplateColumns: `repeat(${tabletColumns}, minmax(0, 1fr))` },
    [minWidth('desktop')]: { gridTemplateColumns: `repeat(${desktopColumns}, minmax(0, 1fr))` },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
