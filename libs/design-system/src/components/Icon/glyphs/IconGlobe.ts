import { pathIcon } from '../pathIcon';

export const IconGlobe = pathIcon('IconGlobe', [
  'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  'M3 12h18',
  'M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z',
]);
