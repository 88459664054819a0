export { proxy } from '@clavis/site-shell/proxy';
