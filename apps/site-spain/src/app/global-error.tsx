'use client';
export { GlobalError as default } from '@clavis/site-shell/client';
