import { pathIcon } from '../pathIcon';

export const IconUser = pathIcon('IconUser', [
  'M16 8a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z',
  'M4.5 20c1.2-3.5 4-5 7.5-5s6.3 1.5 7.5 5',
]);
