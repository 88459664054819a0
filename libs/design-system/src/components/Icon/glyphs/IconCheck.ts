import { pathIcon } from '../pathIcon';

export const IconCheck = pathIcon('IconCheck', ['M5 12.5l4.5 4.5L19 7']);
