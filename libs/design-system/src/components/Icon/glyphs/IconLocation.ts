import { pathIcon } from '../pathIcon';

export const IconLocation = pathIcon('IconLocation', [
  'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z',
  'M14.5 9.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0Z',
]);
