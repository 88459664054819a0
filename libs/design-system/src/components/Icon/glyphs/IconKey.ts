import { pathIcon } from '../pathIcon';

export const IconKey = pathIcon('IconKey', [
  'M10.5 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z',
  'M10.5 12H21',
  'M17 12v3',
  'M20 12v2.5',
  'M6.5 12h.01',
]);
