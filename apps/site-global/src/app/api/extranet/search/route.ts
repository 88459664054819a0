export { extranetSearchPOST as POST } from '@clavis/site-shell/api/extranet';

// Verified per request (bearer token) over the engine in this Node process: never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
