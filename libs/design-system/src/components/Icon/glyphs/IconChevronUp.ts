import { pathIcon } from '../pathIcon';

export const IconChevronUp = pathIcon('IconChevronUp', ['M6 15l6-6 6 6']);
