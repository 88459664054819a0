import { pathIcon } from '../pathIcon';

export const IconDocument = pathIcon('IconDocument', [
  'M6 3h8l4 4v14H6z',
  'M14 3v4h4',
  'M9 12h6',
  'M9 16h6',
]);
