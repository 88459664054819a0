import { pathIcon } from '../pathIcon';

export const IconPlay = pathIcon('IconPlay', ['M8 5.5v13l10.5-6.5L8 5.5Z']);
