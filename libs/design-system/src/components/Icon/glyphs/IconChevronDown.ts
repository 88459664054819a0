import { pathIcon } from '../pathIcon';

export const IconChevronDown = pathIcon('IconChevronDown', ['M6 9l6 6 6-6']);
