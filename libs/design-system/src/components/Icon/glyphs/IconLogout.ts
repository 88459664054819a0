import { pathIcon } from '../pathIcon';

export const IconLogout = pathIcon('IconLogout', [
  'M10 20H6a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h4',
  'M15 16l4-4-4-4',
  'M19 12H10',
]);
