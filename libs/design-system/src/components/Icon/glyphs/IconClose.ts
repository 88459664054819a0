import { pathIcon } from '../pathIcon';

export const IconClose = pathIcon('IconClose', ['M6 6l12 12', 'M18 6L6 18']);
