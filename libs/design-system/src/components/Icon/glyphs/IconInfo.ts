import { pathIcon } from '../pathIcon';

export const IconInfo = pathIcon('IconInfo', [
  'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  'M12 11v5',
  'M12 7.5v.01',
]);
