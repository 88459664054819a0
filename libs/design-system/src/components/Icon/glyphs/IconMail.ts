import { pathIcon } from '../pathIcon';

export const IconMail = pathIcon('IconMail', ['M4 6h16v12H4z', 'M4 7l8 6 8-6']);
