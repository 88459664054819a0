export { extranetGET as GET } from '@clavis/site-shell/api/extranet';

// Verified per request and per user (bearer token, signed links): Node, never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
