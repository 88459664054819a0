'use client';
export { GenericErrorScreen as default } from '@clavis/site-shell/client';
