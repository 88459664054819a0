'use client';
export { UnauthorizedScreen as default } from '@clavis/site-shell/client';
