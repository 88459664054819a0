export { ExtranetShellPage as default, generateExtranetShellParams as generateStaticParams } from '@clavis/site-shell';
export const dynamicParams = false;
