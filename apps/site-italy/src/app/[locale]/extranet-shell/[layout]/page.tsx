export {
  ExtranetShellPage as default,
  generateExtranetShellParams as generateStaticParams,
  generateExtranetShellMetadata as generateMetadata,
} from '@clavis/site-shell';
export const dynamicParams = false;
