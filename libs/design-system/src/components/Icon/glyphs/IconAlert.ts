import { pathIcon } from '../pathIcon';

export const IconAlert = pathIcon('IconAlert', [
  'M12 3.5 2.5 20h19L12 3.5Z',
  'M12 10v4.5',
  'M12 17.5v.01',
]);
