import { pathIcon } from '../pathIcon';

export const IconArrowLeft = pathIcon('IconArrowLeft', ['M19 12H5', 'M11 6l-6 6 6 6']);
