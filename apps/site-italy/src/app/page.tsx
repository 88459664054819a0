export { MarketHomePage as default } from '@clavis/site-shell';
