export { robots as default } from '@clavis/site-shell';
