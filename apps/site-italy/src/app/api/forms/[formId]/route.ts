export { formsPOST as POST } from '@clavis/site-shell/api/forms';

// Submissions are written to disk with fsync and forwarded by the outbox: Node, never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
