import { pathIcon } from '../pathIcon';

export const IconSearch = pathIcon('IconSearch', [
  'M17.5 11a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0Z',
  'M16 16l4.5 4.5',
]);
