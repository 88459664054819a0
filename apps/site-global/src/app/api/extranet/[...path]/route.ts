export { extranetGET as GET, extranetDELETE as DELETE } from '@clavis/site-shell/api/extranet';

// Verified per request and per user (bearer token, signed links; DELETE at logout): Node, never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
