export { searchPOST as POST } from '@clavis/site-shell/api/search';

// The embedded engine lives in this Node process, answering every query fresh.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
