// Form submissions across the instances of a market (issue #36 part 4): three germany servers,
// each from its own standalone copy and data folder, share one Redis and one webhook receiver.
// The per-address limit is one limit across instances; submissions accepted by an instance that is
// then killed for good (SIGKILL, while the receiver refuses) are delivered by the others, each once;
// and 500 submissions sent 20 at a time across instances all arrive, none twice.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import { createClient } from 'redis';
import { createCluster, freePort } from './instances.mjs';
import { startContentServer } from './processes.mjs';

const COMPLETED = 'bull:clavis-germany-forms:completed';

const cluster = createCluster();
let instances;
let redis;
/** The receiver (`FORMS_WEBHOOK_URL`): every attempt it saw, and whether it refuses (503). */
const receiver = { attempts: [], refusing: false, server: undefined, url: '' };

/** 2xx answers the receiver gave for one idempotency key. */
const accepted = (key) => receiver.attempts.filter((attempt) => attempt.key === key && attempt.status < 300).length;

async function startReceiver() {
  receiver.server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const status = receiver.refusing ? 503 : 204;
      receiver.attempts.push({ key: String(request.headers['idempotency-key']), status });
      response.writeHead(status).end();
    });
  });
  await new Promise((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${receiver.server.address().port}/hooks/forms`;
}

const interest = (email) => ({ interested_in: ['documentation_by_email'], email, company: 'Schlüssel Müller GmbH', phone: '03012345678', terms: true });

/** Posts the interest form to `instance` as the client `address` (one trusted proxy hop). */
async function submit(instance, address, email) {
  const response = await fetch(`${instance.baseURL}/api/forms/interest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(interest(email)),
  });
  const body = await response.json();
  return { status: response.status, id: body.id };
}

/** Whether the queue records every one of `ids` as delivered (BullMQ's completed set). */
async function allCompleted(ids) {
  return (await redis.zmScore(COMPLETED, ids)).every((score) => score !== null);
}

async function until(condition, what, timeoutMs) {
  const started = Date.now();
  while (!(await condition())) {
    assert.ok(Date.now() - started < timeoutMs, `${what} within ${timeoutMs} ms`);
    await sleep(100);
  }
  return Date.now() - started;
}

before(async () => {
  const redisPort = await freePort();
  cluster.startRedis(redisPort);
  await cluster.redisIs(redisPort, true);
  redis = createClient({ url: `redis://127.0.0.1:${redisPort}` });
  await redis.connect();
  await startReceiver();
  const content = cluster.add(await startContentServer(await freePort()));
  const env = { FORMS_WEBHOOK_URL: receiver.url, FORMS_OUTBOX_RETRY_MS: '100', FORMS_OUTBOX_MAX_RETRY_MS: '400', TRUST_PROXY_HOPS: '1' };
  const ports = [await freePort(), await freePort(), await freePort()];
  instances = await Promise.all(ports.map((port) => cluster.startInstance(port, { contentURL: content.contentURL, redisPort, env })));
});

after(async () => {
  await redis?.destroy();
  receiver.server?.close();
  cluster.cleanUp();
});

test('the per-address limit is one limit: 3 forms to each of two instances from one address, the 6th answered 429', async () => {
  const statuses = [];
  for (let round = 0; round < 3; round += 1) {
    for (const instance of instances.slice(0, 2)) statuses.push((await submit(instance, '198.51.100.40', `serie-${statuses.length}@schluessel.example`)).status);
  }
  assert.deepEqual(statuses, [201, 201, 201, 201, 201, 429]);
});

test('submissions accepted by an instance killed for good while the receiver refuses are delivered once by the others', async (t) => {
  const [doomed] = instances;
  receiver.refusing = true;
  const ids = [];
  for (let index = 0; index < 10; index += 1) {
    const { status, id } = await submit(doomed, `198.51.100.${50 + index}`, `verloren-${index}@schluessel.example`);
    assert.equal(status, 201);
    ids.push(id);
  }
  // Each was attempted (and refused) at least once before the instance goes.
  await until(() => ids.every((id) => receiver.attempts.some((attempt) => attempt.key === id)), 'every submission attempted', 10_000);
  await doomed.killHard();
  instances = instances.slice(1);

  receiver.refusing = false;
  const took = await until(() => ids.every((id) => accepted(id) >= 1), 'every submission delivered by the other instances', 30_000);
  // Once the queue records them delivered, no instance sends them again.
  await until(() => allCompleted(ids), 'the queue recording the deliveries', 10_000);
  t.diagnostic(`the killed instance's ${ids.length} submissions were delivered by the others ${took} ms after the receiver accepted again`);
  assert.deepEqual(ids.map(accepted), ids.map(() => 1));
});

test('500 submissions sent 20 at a time across instances: none lost, none delivered twice', async (t) => {
  const started = Date.now();
  const ids = [];
  let next = 0;
  // 20 clients at once, each its own address (the limit is 5 a minute per address), alternating instances.
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < 500) {
        const index = next++;
        const { status, id } = await submit(instances[index % instances.length], `10.1.${Math.floor(index / 250)}.${index % 250}`, `masse-${index}@schluessel.example`);
        assert.equal(status, 201, `submission ${index}`);
        ids.push(id);
      }
    }),
  );
  const acceptedIn = Date.now() - started;
  await until(() => allCompleted(ids), 'every submission delivered and recorded', 60_000);
  const deliveredIn = Date.now() - started;
  assert.equal(new Set(ids).size, 500);
  const lost = ids.filter((id) => accepted(id) === 0);
  const twice = ids.filter((id) => accepted(id) > 1);
  t.diagnostic(`500 accepted in ${acceptedIn} ms, all delivered ${deliveredIn} ms after the first; lost ${lost.length}, delivered twice ${twice.length}`);
  console.log(`forms across instances: 500 submissions, ${lost.length} lost, ${twice.length} delivered twice, delivered within ${deliveredIn} ms`);
  assert.deepEqual({ lost: lost.length, twice: twice.length }, { lost: 0, twice: 0 });
  // Nothing on any instance's disk: the queue is in Redis.
  for (const instance of instances) assert.equal(existsSync(join(instance.dataDir, 'forms')), false);
});
