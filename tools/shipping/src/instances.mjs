// Several instances of one market on one machine, as on several (issue #36): one Redis, and each
// germany server from its own copy of the standalone folder with its own data folder. Shared by the
// shipping checks that start them (sharedInstances, cachingProxy).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startContentServer, startProcess, waitForAnswer } from './processes.mjs';
import { assembleStandalone } from './standaloneFolder.mjs';

/** What every instance of a market shares once they share a Redis (required with REDIS_URL). */
export const SHARED_SECRETS = {
  EXTRANET_SIGNING_SECRET: 'shared-cache-test-signing-secret-0123456789',
  REVALIDATE_SECRET: 'clavis-local-webhook-secret',
  DRAFT_SECRET: 'shared-cache-test-draft-secret',
};

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * What a test started (processes, temporary folders), stopped and removed by `cleanUp`; the
 * processes each in their own group, so a Next server's forks go with it.
 */
export function createCluster() {
  const folders = [];
  const processes = [];

  // Whether Redis answers a PING within a second. A Redis that is stopping may accept the
  // connection and close it without a word (no data, no error): that is no answer too, not a wait
  // for ever (it hung a CI run's outage step, Redis stopped and the test waiting on this).
  const redisAnswers = (port) =>
    new Promise((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.write('PING\r\n'));
      const answer = (answering) => {
        socket.destroy();
        resolve(answering);
      };
      socket.setTimeout(1000, () => answer(false));
      socket.on('data', (data) => answer(data.toString().startsWith('+PONG')));
      socket.on('error', () => answer(false));
      socket.on('close', () => answer(false));
    });

  return {
    /** A redis-server on `port` without persistence (an empty Redis on each start). */
    startRedis(port) {
      const dir = mkdtempSync(join(tmpdir(), 'clavis-redis-'));
      folders.push(dir);
      const server = startProcess('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]);
      processes.push(server);
      return server;
    },
    /** Waits until Redis on `port` answers (or, `answering` false, no longer does). */
    async redisIs(port, answering) {
      for (let attempt = 0; (await redisAnswers(port)) !== answering; attempt += 1) {
        assert.ok(attempt < 40, `redis-server did not ${answering ? 'start' : 'stop'}`);
        await sleep(100);
      }
    },
    /**
     * A germany server on `port` from its own standalone copy and data folder, once it answers;
     * sharing the Redis on `redisPort` when given.
     */
    async startInstance(port, { market = 'germany', contentURL, redisPort, env = {} }) {
      const folder = mkdtempSync(join(tmpdir(), `clavis-instance-${port}-`));
      folders.push(folder);
      const serverDir = assembleStandalone(market, folder);
      const server = startProcess(process.execPath, ['server.js'], {
        cwd: serverDir,
        env: {
          PORT: String(port),
          HOSTNAME: '0.0.0.0',
          CMS_BASE_URL: `${contentURL}/v2`,
          ...(redisPort && { REDIS_URL: `redis://127.0.0.1:${redisPort}`, ...SHARED_SECRETS }),
          DATA_DIR: join(folder, 'data'),
          NODE_ENV: 'production',
          CLAVIS_EMBEDDED: '1',
          ...env,
        },
      });
      processes.push(server);
      const baseURL = `http://127.0.0.1:${port}`;
      await waitForAnswer(`${baseURL}/api/version`, { server });
      return { ...server, baseURL, dataDir: join(folder, 'data') };
    },
    /** Keeps `server` to be stopped with the rest. */
    add(server) {
      processes.push(server);
      return server;
    },
    /** Stops every process (resolves once all are gone) and removes the folders. */
    async cleanUp() {
      await Promise.all(processes.map((server) => server.stop()));
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Redis, the content server and `count` servers of `market` sharing that Redis, all on free ports
 * (the instances concurrently: each copies its own standalone folder and waits for its server);
 * `env` goes to every instance. Answers them with Redis's stop and start (an empty Redis each
 * start, as a restart without persistence) and `cleanUp`, which stops everything. `signal` aborted
 * stops everything started so far, and the start fails: a test that gave up on a slow start (its
 * timeout) must not leave servers behind that start later and keep its process, and CI, waiting.
 */
export async function startInstances({ count = 3, market = 'germany', env = {}, signal } = {}) {
  const cluster = createCluster();
  const stopOnAbort = () => void cluster.cleanUp();
  signal?.addEventListener('abort', stopOnAbort, { once: true });
  try {
    const redisPort = await freePort();
    let redis = cluster.startRedis(redisPort);
    const ports = await Promise.all(Array.from({ length: count + 1 }, freePort));
    const [, content] = await Promise.all([cluster.redisIs(redisPort, true), startContentServer(ports[0], { track: cluster.add })]);
    const instances = await Promise.all(ports.slice(1).map((port) => cluster.startInstance(port, { market, contentURL: content.contentURL, redisPort, env })));
    signal?.throwIfAborted();
    // Started: from here the caller's `cleanUp` stops it, in the order it chooses.
    signal?.removeEventListener('abort', stopOnAbort);
    return {
      market,
      instances,
      content,
      redisPort,
      /** Stops Redis; resolves once it no longer answers. */
      async stopRedis() {
        await redis.stop();
        await cluster.redisIs(redisPort, false);
      },
      /** Starts an empty Redis on the same port; resolves once it answers. */
      async startRedis() {
        redis = cluster.startRedis(redisPort);
        await cluster.redisIs(redisPort, true);
      },
      cleanUp: () => cluster.cleanUp(),
    };
  } catch (error) {
    await cluster.cleanUp();
    throw error;
  }
}
