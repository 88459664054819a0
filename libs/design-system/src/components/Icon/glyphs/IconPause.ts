import { pathIcon } from '../pathIcon';

export const IconPause = pathIcon('IconPause', ['M9 5v14', 'M15 5v14']);
