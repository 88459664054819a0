import { pathIcon } from '../pathIcon';

export const IconArrowRight = pathIcon('IconArrowRight', ['M5 12h14', 'M13 6l6 6-6 6']);
