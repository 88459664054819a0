import { createNextConfig } from '@clavis/site-shell/next-config';
import { market } from './market';

export default (phase: string) => createNextConfig(market, { phase });
