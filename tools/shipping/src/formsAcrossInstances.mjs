// Form submissions across the instances of one market (issue #36 part 4), as one piece that both
// the shipping e2e (sharedInstances.test.mjs, which asserts) and `npm run check:resilience` (which
// prints the figures) run: one Redis, one webhook receiver (`FORMS_WEBHOOK_URL`) and germany
// servers each from its own standalone copy and data folder, all on free ports. A step answers what
// it measured and never throws for a goal missed, so the check can print a row for it.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import { startInstances } from './instances.mjs';

const COMPLETED = 'bull:clavis-germany-forms:completed';
/** After the queue records every delivery, how long a late second delivery is waited for. */
const QUIET_MS = 1_000;

const interest = (email) => ({ interested_in: ['documentation_by_email'], email, company: 'Schlüssel Müller GmbH', phone: '03012345678', terms: true });

/** Posts the interest form to `instance` as the client `address` (one trusted proxy hop). */
async function submit(instance, address, email) {
  try {
    const response = await fetch(`${instance.baseURL}/api/forms/interest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(interest(email)),
      signal: AbortSignal.timeout(15_000),
    });
    const body = await response.json().catch(() => ({}));
    return { status: response.status, id: body.id };
  } catch {
    return { status: 0 };
  }
}

/** Waits until `condition` holds, at most `timeoutMs`; answers the time it took, or undefined when it did not. */
async function until(condition, timeoutMs) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started >= timeoutMs) return undefined;
    await sleep(100);
  }
  return Date.now() - started;
}

/**
 * A webhook receiver for `FORMS_WEBHOOK_URL` that counts every attempt per Idempotency-Key and
 * refuses with 503 while `refusing`, on a free port.
 */
export async function startFormsReceiver() {
  const receiver = { attempts: [], refusing: false, url: '', close: () => server.close() };
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const status = receiver.refusing ? 503 : 204;
      receiver.attempts.push({ key: String(request.headers['idempotency-key']), status });
      response.writeHead(status).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${server.address().port}/hooks/forms`;
  return receiver;
}

/** What the instances need to deliver to `receiver`, quickly retried, and to read a client's address from one proxy hop. */
export const formsEnv = (receiver) => ({ FORMS_WEBHOOK_URL: receiver.url, FORMS_OUTBOX_RETRY_MS: '100', FORMS_OUTBOX_MAX_RETRY_MS: '400', TRUST_PROXY_HOPS: '1' });

/**
 * Starts the webhook receiver, Redis, the content server and `count` germany instances
 * (startInstances). Answers the cluster and its steps; `cleanUp` stops everything.
 */
export async function startFormsCluster({ count = 3 } = {}) {
  const receiver = await startFormsReceiver();
  let started;
  let steps;
  const cleanUp = async () => {
    await steps?.close();
    receiver.close();
    await started?.cleanUp();
  };
  try {
    started = await startInstances({ count, env: formsEnv(receiver) });
    steps = await formsSteps(started, receiver);
    return { ...steps, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/**
 * The forms steps over instances startInstances started with formsEnv(receiver). `killedInstance`
 * kills the first instance for good: run it last. `close` ends the steps' own Redis connection.
 */
export async function formsSteps({ instances: startedInstances, redisPort }, receiver) {
  let instances = startedInstances;
  const redis = createClient({ url: `redis://127.0.0.1:${redisPort}` });
  // Reconnects by itself when Redis comes back (a step of the publish checks stops it for a while).
  redis.on('error', () => undefined);
  await redis.connect();

  /** 2xx answers the receiver gave for one idempotency key. */
  const accepted = (key) => receiver.attempts.filter((attempt) => attempt.key === key && attempt.status < 300).length;
  /** Whether the queue records every one of `ids` as delivered (BullMQ's completed set). */
  const allCompleted = async (ids) => (await redis.zmScore(COMPLETED, ids)).every((score) => score !== null);
  /** Waits for the deliveries of `ids` (and a quiet while for a late second one); answers lost and twice delivered. */
  async function deliveries(ids, timeoutMs) {
    const deliveredIn = await until(async () => ids.every((id) => accepted(id) >= 1) && (await allCompleted(ids)), timeoutMs);
    await sleep(QUIET_MS);
    return { deliveredIn, lost: ids.filter((id) => accepted(id) === 0).length, twice: ids.filter((id) => accepted(id) > 1).length };
  }

  return {
    get instances() {
      return instances;
    },
    /** 3 interest forms to each of the first two instances from one address, alternating: the statuses in order. */
    async rateLimitAcross() {
      const statuses = [];
      for (let round = 0; round < 3; round += 1) {
        for (const instance of instances.slice(0, 2)) statuses.push((await submit(instance, '198.51.100.40', `serie-${statuses.length}@schluessel.example`)).status);
      }
      return statuses;
    },
    /**
     * `count` submissions to the first instance while the receiver refuses; once each was
     * attempted (and refused), that instance is killed for good (SIGKILL) and the receiver accepts
     * again. Answers the statuses, the time the others took to deliver, lost and twice delivered.
     */
    async killedInstance(submissions = 10) {
      const [doomed] = instances;
      receiver.refusing = true;
      const answers = [];
      for (let index = 0; index < submissions; index += 1) answers.push(await submit(doomed, `198.51.100.${50 + index}`, `verloren-${index}@schluessel.example`));
      const ids = answers.filter(({ status, id }) => status === 201 && id).map(({ id }) => id);
      const attempted = await until(() => ids.every((id) => receiver.attempts.some((attempt) => attempt.key === id)), 10_000);
      await doomed.killHard();
      instances = instances.slice(1);
      receiver.refusing = false;
      return { statuses: answers.map(({ status }) => status), attempted: attempted !== undefined, ...(await deliveries(ids, 30_000)) };
    },
    /** `total` submissions, `concurrency` at a time, each from its own address, alternating over the live instances. */
    async manySubmissions(total = 500, concurrency = 20) {
      const started = Date.now();
      const ids = [];
      let refused = 0;
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < total) {
            const index = next++;
            const { status, id } = await submit(instances[index % instances.length], `10.1.${Math.floor(index / 250)}.${index % 250}`, `masse-${index}@schluessel.example`);
            if (status === 201 && id) ids.push(id);
            else refused += 1;
          }
        }),
      );
      const acceptedIn = Date.now() - started;
      const { deliveredIn, lost, twice } = await deliveries(ids, 60_000);
      return {
        accepted: ids.length,
        distinct: new Set(ids).size,
        refused,
        acceptedIn,
        deliveredIn: deliveredIn === undefined ? undefined : acceptedIn + deliveredIn,
        lost,
        twice,
        // Nothing on any instance's disk: the queue is in Redis.
        onDisk: instances.filter((instance) => existsSync(join(instance.dataDir, 'forms'))).length,
      };
    },
    close: () => redis.destroy(),
  };
}
