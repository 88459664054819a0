import { serveOnLoopback } from './serveOnLoopback';

export interface RecordedAlgoliaRequest {
  method: string;
  path: string;
  body: unknown;
  apiKey: string | null;
}

/** Some of what Algolia answers for a new index's settings it was never given (its defaults). */
const NEW_INDEX_SETTINGS = {
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  hitsPerPage: 20,
  maxValuesPerFacet: 100,
  paginationLimitedTo: 1000,
  ranking: ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'],
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  alternativesAsExact: ['ignorePlurals', 'singleWordSynonym'],
  version: 2,
};

const SETTINGS = /^\/1\/indexes\/([^/]+)\/settings$/;

/**
 * A recording stand-in of Algolia's indexing API for algoliasearch's `hosts` option: tasks are
 * published at once; `PUT /1/indexes/{index}/settings` merges into the index's settings (creating
 * the index, and each replica it names as a copy of it, as Algolia does) and `GET` answers them
 * over Algolia's defaults, or 404 for an index that does not exist.
 */
export async function algoliaStandIn() {
  const recorded: RecordedAlgoliaRequest[] = [];
  const indexes = new Map<string, Record<string, unknown>>();
  let task = 0;
  const server = await serveOnLoopback(async (request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    recorded.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : null, apiKey: request.headers.get('x-algolia-api-key') });
    if (request.method === 'GET' && /\/task\/\d+$/.test(url.pathname)) return Response.json({ status: 'published', pendingTask: false });
    const settings = SETTINGS.exec(url.pathname);
    if (settings && request.method === 'GET') {
      const known = indexes.get(decodeURIComponent(settings[1] ?? ''));
      return known ? Response.json({ ...NEW_INDEX_SETTINGS, ...known }) : Response.json({ message: 'Index does not exist', status: 404 }, { status: 404 });
    }
    task += 1;
    if (settings && request.method === 'PUT') {
      const name = decodeURIComponent(settings[1] ?? '');
      const merged = { ...indexes.get(name), ...(JSON.parse(text) as Record<string, unknown>) };
      indexes.set(name, merged);
      const { replicas, ...copied } = merged;
      for (const replica of (replicas as string[] | undefined) ?? []) if (!indexes.has(replica)) indexes.set(replica, { ...copied, primary: name });
    }
    if (url.pathname.endsWith('/batch')) {
      const requests = (JSON.parse(text) as { requests: { body: { objectID: string } }[] }).requests;
      return Response.json({ taskID: task, objectIDs: requests.map((entry) => entry.body.objectID) });
    }
    return Response.json({ taskID: task, updatedAt: new Date().toISOString() });
  });
  const host = server.url.replace('http://', '');
  return {
    ...server,
    recorded,
    /** algoliasearch's `hosts` option pointing at the stand-in. */
    hosts: [{ url: host, protocol: 'http' as const, accept: 'readWrite' as const }],
  };
}
