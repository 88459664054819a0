import { pathIcon } from '../pathIcon';

export const IconDownload = pathIcon('IconDownload', ['M12 4v11', 'M7 10l5 5 5-5', 'M5 19h14']);
