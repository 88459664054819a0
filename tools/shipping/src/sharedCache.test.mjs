// Several instances of one market (issues #28 part 4 and #36 part 2): three germany servers, each
// from its own copy of the standalone folder and its own data folder (as on three machines), share
// one Redis. Every instance warmed first (the news item's page, its listing, a search for it and a
// `/:slug` page), a publish announced to one of them shows on all three within 5 seconds: the news
// page, the listing, /api/search and the `/:slug` page (the other instances asked first: one used
// to render the news item again from its own stale CMS answers and store that in the shared cache
// for all). Then Redis goes away for 10 s while every instance keeps serving, and comes back
// empty: the next publish, sent as soon as Redis answers, reaches all three (pages within 5 s; the
// search of an instance that caught up reads its index again: within AFTER_OUTAGE_WITHIN_MS). The steps
// live in publishAcrossInstances.mjs, which `npm run check:resilience` runs too.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AFTER_OUTAGE_WITHIN_MS, OUTAGE_MS, startPublishCluster, WITHIN_MS } from './publishAcrossInstances.mjs';

let cluster;
let lastMarkers;

before(async () => {
  cluster = await startPublishCluster({ count: 3 });
});

after(() => cluster?.cleanUp());

/** Asserts that a publish reached every instance in time; answers its figure. */
function reachedAll(t, what, withinMs, { webhooks, answered, seen, missing, last }) {
  assert.deepEqual(
    webhooks.map(({ status }) => status),
    [200, 200],
    `webhooks to the first instance: ${JSON.stringify(webhooks)}`,
  );
  t.diagnostic(`webhooks answered after ${answered} ms; times after the publish (ms): ${JSON.stringify(Object.fromEntries(seen))}`);
  if (missing.length > 0) for (const [index, instance] of cluster.instances.entries()) t.diagnostic(`${cluster.names[index]} logged: ${instance.stderr()}`);
  assert.deepEqual(missing, [], `not current within ${withinMs} ms: ${missing.join(', ')}`);
  console.log(`${what}: webhook to the last of ${cluster.instances.length} instances current (news page, listing, /api/search, /:slug page): ${last} ms`);
}

test('a webhook to one instance makes the news page, its listing, /api/search and a /:slug page current on all three within 5 s', async (t) => {
  assert.deepEqual(await cluster.warm(), [], 'every instance serves the pages and search before the change');
  const published = await cluster.publishEverywhere('A');
  reachedAll(t, 'publish', WITHIN_MS, published);
  lastMarkers = published.markers;
});

test('Redis away for 10 s: every instance keeps serving current content; back, the next publish reaches all three', async (t) => {
  assert.ok(lastMarkers, 'the first publish ran');
  const { outageMs, perInstance } = await cluster.redisOutage(lastMarkers);
  assert.ok(outageMs >= OUTAGE_MS, `Redis was away ${outageMs} ms`);
  t.diagnostic(`during ${outageMs} ms without Redis: ${perInstance.map(({ requests, served, stale, errors }, index) => `${cluster.names[index]} ${served}/${requests} served, ${stale} stale, ${errors.length} errors`).join('; ')}`);
  for (const [index, { requests, served, stale, errors }] of perInstance.entries()) {
    assert.deepEqual(errors.slice(0, 5), [], `${cluster.names[index]} without Redis`);
    assert.equal(stale, 0, `${cluster.names[index]} served content older than the last publish`);
    assert.ok(served > 0 && served === requests, `${cluster.names[index]} served ${served} of ${requests}`);
  }

  // Published as soon as Redis answers: the instances reconnect (every 2 s at most) and catch up by themselves.
  reachedAll(t, 'after Redis came back', AFTER_OUTAGE_WITHIN_MS, await cluster.publishEverywhere('B', AFTER_OUTAGE_WITHIN_MS));
});
