export { RootLayout as default } from '@clavis/site-shell';
