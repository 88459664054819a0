import { pathIcon } from '../pathIcon';

export const IconChevronRight = pathIcon('IconChevronRight', ['M9 6l6 6-6 6']);
