// Form submissions across the instances of a market (issue #36 part 4): three germany servers,
// each from its own standalone copy and data folder, share one Redis and one webhook receiver.
// The per-address limit is one limit across instances (3 forms to each of two instances from one
// address: the 6th is answered 429); submissions accepted by an instance that is then killed for
// good (SIGKILL, while the receiver refuses) are delivered by the others, each once; and 500
// submissions sent 20 at a time across instances all arrive, none twice. The steps live in
// formsAcrossInstances.mjs, which `npm run check:resilience` runs too.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startFormsCluster } from './formsAcrossInstances.mjs';

let cluster;

before(async () => {
  cluster = await startFormsCluster({ count: 3 });
});

after(() => cluster?.cleanUp());

test('the per-address limit is one limit: 3 forms to each of two instances from one address, the 6th answered 429', async () => {
  assert.deepEqual(await cluster.rateLimitAcross(), [201, 201, 201, 201, 201, 429]);
});

test('submissions accepted by an instance killed for good while the receiver refuses are delivered once by the others', async (t) => {
  const { statuses, attempted, deliveredIn, lost, twice } = await cluster.killedInstance(10);
  assert.deepEqual(statuses, Array(10).fill(201));
  assert.ok(attempted, 'every submission attempted (and refused) before the instance was killed');
  assert.notEqual(deliveredIn, undefined, 'every submission delivered by the other instances within 30 s');
  t.diagnostic(`the killed instance's 10 submissions were delivered by the others ${deliveredIn} ms after the receiver accepted again`);
  assert.deepEqual({ lost, twice }, { lost: 0, twice: 0 });
});

test('500 submissions sent 20 at a time across instances: none lost, none delivered twice', async (t) => {
  const { accepted, distinct, refused, acceptedIn, deliveredIn, lost, twice, onDisk } = await cluster.manySubmissions(500, 20);
  t.diagnostic(`500 accepted in ${acceptedIn} ms, all delivered ${deliveredIn} ms after the first; lost ${lost}, delivered twice ${twice}`);
  console.log(`forms across instances: 500 submissions, ${lost} lost, ${twice} delivered twice, delivered within ${deliveredIn} ms`);
  assert.deepEqual({ accepted, distinct, refused }, { accepted: 500, distinct: 500, refused: 0 });
  assert.notEqual(deliveredIn, undefined, 'every submission delivered and recorded within 60 s');
  assert.deepEqual({ lost, twice }, { lost: 0, twice: 0 });
  assert.equal(onDisk, 0, 'nothing in any instance\'s data folder: the queue is in Redis');
});
