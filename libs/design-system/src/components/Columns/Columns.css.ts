import { style, styleVariants } from '@vanilla-extract/css';
import { minWidth } from '../../css/breakpoints';

export const columns = style({ display: 'flex', flexDirection: 'column' });

export const collapseBelow = styleVariants({
  tablet: { '@media': { [minWidth('tablet')]: { flexDirection: 'row' } } },
  desktop: { '@media': { [minWidth('desktop')]: { flexDirection: 'row' } } },
  never: { flexDirection: 'row' },
});

export const column = style({ minWidth: 0, flexGrow: 1, flexShrink: 1, flexBasis: 0 });

export const widths = styleVariants({
  fluid: {},
  content: { flexGrow: 0, flexBasis: 'auto' },
  '1/4': { flexGrow: 0, flexBasis: '25%' },
  '1/3': { flexGrow: 0, flexBasis: '33.333%' },
  '1/2': { flexGrow: 0, flexBasis: '50%' },
  '2/3': { flexGrow: 0, flexBasis: '66.666%' },
  '3/4': { flexGrow: 0, flexBasis: '75%' },
});
