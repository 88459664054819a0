import { pathIcon } from '../pathIcon';

export const IconMinus = pathIcon('IconMinus', ['M5 12h14']);
