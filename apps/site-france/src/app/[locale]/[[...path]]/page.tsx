export { SitePage as default, generateStaticParams, generateMetadata } from '@clavis/site-shell';
