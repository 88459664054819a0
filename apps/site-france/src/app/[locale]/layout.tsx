export { RootLayout as default, generateLocaleParams as generateStaticParams } from '@clavis/site-shell';
