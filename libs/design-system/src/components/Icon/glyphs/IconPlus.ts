import { pathIcon } from '../pathIcon';

export const IconPlus = pathIcon('IconPlus', ['M12 5v14', 'M5 12h14']);
