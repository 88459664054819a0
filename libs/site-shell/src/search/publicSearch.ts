import 'server-only';
import { createPublicSearch, type MultiQueryHandler } from '@clavis/search/server';
import { processWide } from '../process/processWide';
import { searchEngine } from './searchEngine';

/**
 * The embedded engine's public multi-query handler of this process: `POST /api/search` and the
 * search page's server-rendered results ask it, and share its answer cache.
 */
export function publicSearch(): MultiQueryHandler {
  return processWide('publicSearch', () => createPublicSearch(searchEngine()));
}
