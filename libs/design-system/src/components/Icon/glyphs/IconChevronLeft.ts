import { pathIcon } from '../pathIcon';

export const IconChevronLeft = pathIcon('IconChevronLeft', ['M15 6l-6 6 6 6']);
