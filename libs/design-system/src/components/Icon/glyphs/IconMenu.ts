import { pathIcon } from '../pathIcon';

export const IconMenu = pathIcon('IconMenu', ['M4 7h16', 'M4 12h16', 'M4 17h16']);
