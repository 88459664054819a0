'use client';
export { ForbiddenScreen as default } from '@clavis/site-shell/client';
