'use client';
export { NotFoundScreen as default } from '@clavis/site-shell/client';
