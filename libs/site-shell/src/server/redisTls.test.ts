/** @jest-environment node */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createFormSubmissionHandler } from '@clavis/forms/server';
import { createRateLimiter } from '@clavis/http';
import { createRedisConnection, redisTlsOptions, type RedisConnection } from '../redis/sharedRedis';
import { redisAclRule } from '../redis/redisAcl';
import { evictionPolicyWarning } from '../redis/evictionPolicy';
import { createPublishFanout, type PublishMessage } from '../revalidate/publishFanout';

// Redis as operators run it: TLS only (certificates this test makes with openssl, signed by a CA of
// its own, given as REDIS_TLS_CA_FILE), and the site connecting as an ACL user with README's rule.
// Each of the site's uses of Redis runs as that user; Redis's ACL LOG must then hold no refusal.

/** Why this test cannot run here, or null: it needs openssl and a redis-server built with TLS. */
function missingTools(): string | null {
  if (spawnSync('openssl', ['version']).status !== 0) return 'openssl is not installed';
  const probe = spawnSync('redis-server', ['--port', '0', '--tls-port', '1', '--tls-cert-file', '/nonexistent', '--tls-key-file', '/nonexistent', '--save', ''], { encoding: 'utf8', timeout: 5_000 });
  if (probe.error) return 'redis-server is not installed';
  if (!`${probe.stdout}${probe.stderr}`.includes('Failed to configure TLS')) return 'redis-server is built without TLS';
  return null;
}

const missing = missingTools();
if (missing) console.warn(`Redis over TLS with an ACL user: skipped, ${missing}`);
const describeWithTls = missing ? describe.skip : describe;

const SITE_USER = 'clavis-germany';
const SITE_PASSWORD = 'site-password-for-tests';
const ADMIN_PASSWORD = 'admin-password-for-tests';

function openssl(dir: string, ...args: string[]): void {
  const run = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`openssl ${args[0]}: ${run.stderr}`);
}

/** A CA of the test's own and a server certificate it signed for 127.0.0.1. */
function makeCertificates(dir: string): { ca: string; cert: string; key: string } {
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(dir, 'req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.crt', '-days', '1', '-subj', '/CN=Clavis test CA');
  openssl(dir, 'req', ...ec, '-keyout', 'redis.key', '-out', 'redis.csr', '-subj', '/CN=127.0.0.1');
  writeFileSync(join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl(dir, 'x509', '-req', '-in', 'redis.csr', '-CA', 'ca.crt', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'redis.crt', '-days', '1', '-extfile', 'san.ext');
  return { ca: join(dir, 'ca.crt'), cert: join(dir, 'redis.crt'), key: join(dir, 'redis.key') };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

jest.setTimeout(60_000);

describeWithTls('the site on a Redis with TLS and an ACL user', () => {
  let dir: string;
  let files: { ca: string; cert: string; key: string };
  let redis: ChildProcess;
  let port: number;
  let admin: RedisConnection;
  const clients: RedisConnection[] = [];
  const siteUrl = () => `rediss://${SITE_USER}:${SITE_PASSWORD}@127.0.0.1:${port}`;
  const siteClient = async () => {
    const client = createRedisConnection(siteUrl(), { caFile: files.ca });
    clients.push(client);
    await client.connect();
    return client;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'clavis-redis-tls-'));
    files = makeCertificates(dir);
    port = await freePort();
    redis = spawn(
      'redis-server',
      [
        '--port', '0', '--tls-port', String(port), '--bind', '127.0.0.1',
        '--tls-cert-file', files.cert, '--tls-key-file', files.key, '--tls-ca-cert-file', files.ca, '--tls-auth-clients', 'no',
        '--save', '', '--appendonly', 'no', '--dir', dir, '--maxmemory-policy', 'noeviction',
        '--user', 'default', 'off',
        '--user', 'admin', 'on', `>${ADMIN_PASSWORD}`, '~*', '&*', '+@all',
        '--user', SITE_USER, `>${SITE_PASSWORD}`, ...redisAclRule('germany').split(' '),
      ],
      { detached: true, stdio: 'ignore' },
    );
    admin = createRedisConnection(`rediss://admin:${ADMIN_PASSWORD}@127.0.0.1:${port}`, { caFile: files.ca });
    await until(async () => {
      await admin.connect().catch(() => undefined);
      return admin.isReady;
    }, 'redis-server answering over TLS');
  });

  afterAll(async () => {
    for (const client of clients) client.destroy();
    admin?.destroy();
    try {
      process.kill(-(redis.pid as number), 'SIGKILL');
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('connects only with the CA file: the certificate of a private CA is not trusted by the system', async () => {
    expect(redisTlsOptions('redis://127.0.0.1:6379', files.ca)).toEqual({});
    const withoutCa = createRedisConnection(siteUrl(), {});
    // The connection keeps trying; its first error says why it failed.
    const refused = new Promise<string>((resolve) => withoutCa.once('error', (error: Error) => resolve(error.message)));
    void withoutCa.connect().catch(() => undefined);
    expect(await refused).toMatch(/certificate/i);
    withoutCa.destroy();
    const client = await siteClient();
    expect(await client.ping()).toBe('PONG');
    expect(await client.set('clavis:germany:probe', '1')).toBe('OK');
    expect(await admin.sendCommand(['CLIENT', 'LIST'])).toMatch(new RegExp(`user=${SITE_USER} `));
  });

  it("runs every use the site makes of Redis as the site's user, and nothing outside its keys", async () => {
    await admin.sendCommand(['ACL', 'LOG', 'RESET']);
    const client = await siteClient();

    // The start-up check of the eviction policy (INFO: this user has no CONFIG).
    expect(await evictionPolicyWarning(client)).toBeNull();

    // The per-address limits, counted in Redis.
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, shared: { client, keyPrefix: 'clavis:germany:rate:forms' } });
    const hits = [await limiter.hit('203.0.113.9'), await limiter.hit('203.0.113.9'), await limiter.hit('203.0.113.9')];
    expect(hits.map((hit) => hit.allowed)).toEqual([true, true, false]);
    expect(await admin.keys('clavis:germany:rate:forms*')).not.toEqual([]);

    // The shared page cache: a page stored, read, and revalidated by its tag.
    const cache = createRedisHandler({ client: client as never, keyPrefix: 'clavis:germany:', timeoutMs: 2_000 });
    const entry = { value: { kind: 'FETCH', data: { headers: {}, body: 'e30=', status: 200, url: 'http://cms.test/a' }, revalidate: false }, lastModified: Date.now(), tags: ['story-1'], lifespan: null };
    await cache.set('page-a', entry as never);
    expect(await cache.get('page-a', { implicitTags: [] })).toMatchObject({ tags: ['story-1'] });
    await cache.revalidateTag('story-1');
    expect(await cache.get('page-a', { implicitTags: [] })).toBeNull();

    // The publish fan-out between two instances (a subscription, the log stream, the version).
    const applied: PublishMessage[] = [];
    const fanouts = [0, 1].map((index) =>
      createPublishFanout({
        client,
        keyPrefix: 'clavis:germany:',
        apply: async (message) => void (index === 1 && applied.push(message)),
        catchUp: async (version) => void (await version.read()),
        replay: async () => undefined,
        log: () => undefined,
      }),
    );
    await Promise.all(fanouts.map((fanout) => fanout.start()));
    await fanouts[0]?.publish({ action: 'published', storyId: 7, fullSlug: 'de/germany/uber-uns' }, 1700000001);
    await until(() => applied.length === 1, 'the publish reaching the other instance');
    await Promise.all(fanouts.map((fanout) => fanout.stop()));

    // The forms queue (BullMQ): a submission accepted and delivered to the webhook.
    const deliveries: string[] = [];
    const receiver: Server = createServer((request, response) => {
      deliveries.push(String(request.headers['idempotency-key']));
      request.resume().on('end', () => response.writeHead(204).end());
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const forms = createFormSubmissionHandler({
      market: 'germany',
      siteOrigin: 'http://127.0.0.1:3000',
      dataDir: dir,
      locales: ['de'],
      defaultLocale: 'de',
      resolveForm: async () => ({ id: 'interest', fields: [{ name: 'email', type: 'email', label: 'E-mail', rules: [{ rule: 'required' }] }] }),
      loadMessages: async () => ({}),
      successPath: () => '/danke',
      webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      rateLimit: { limit: 100 },
      redis: { connection: client },
      log: () => undefined,
    });
    const answer = await forms.handle(new Request('http://127.0.0.1:3000/api/forms/interest', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'einkauf@schluessel.example' }) }), { formId: 'interest', clientAddress: '203.0.113.10' });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    await forms.start();
    await until(() => deliveries.includes(id), 'the submission delivered');
    expect((await forms.state()).jobs).toMatchObject({ waiting: 0 });
    await forms.stop();
    await new Promise((resolve) => receiver.close(resolve));

    // The download audit stream and the link holders.
    await client.xAdd('clavis:germany:downloads', '*', { holder: 'h-1', file: 'a.pdf' });
    await client.set('clavis:germany:extranet:holders:h-1', 'groups', { EX: 60 });

    // Redis refused none of it.
    expect(await admin.sendCommand(['ACL', 'LOG'])).toEqual([]);

    // And the user can reach nothing else: other keys, other channels, administration, emptying Redis.
    await expect(client.set('clavis:italy:cv', '1')).rejects.toThrow(/NOPERM/);
    await expect(client.get('bull:clavis-italy-forms:1')).rejects.toThrow(/NOPERM/);
    await expect(client.publish('clavis:italy:publish', 'x')).rejects.toThrow(/NOPERM/);
    await expect(client.configSet('maxmemory-policy', 'allkeys-lru')).rejects.toThrow(/NOPERM/);
    await expect(client.flushAll()).rejects.toThrow(/NOPERM/);
    await expect(client.keys('*')).rejects.toThrow(/NOPERM/);
  });
});
