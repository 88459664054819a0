import { pathIcon } from '../pathIcon';

export const IconExternal = pathIcon('IconExternal', [
  'M14 4h6v6',
  'M20 4l-9 9',
  'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
]);
