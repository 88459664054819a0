export { RootLayout } from './app/RootLayout';
export { MarketHomePage } from './app/MarketHomePage';
export { currentMarket } from './app/currentMarket';
