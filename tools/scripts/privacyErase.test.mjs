// `node --import tsx --conditions=@clavis/source --test tools/scripts/privacyErase.test.mjs`:
// `npm run privacy:erase` against Debian's redis-server (append-only file on, as the sites run it)
// and real data folders. One partner's form submissions (file store and queue), download records
// (audit file and stream, under both keys of a signing-key rotation) and session records are
// there, and another partner's; afterwards the first one's address and opaque ids are in no file
// (the data folder's, Redis's own) and no Redis key, and everything of the other is still there.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Queue } from 'bullmq';
import { createClient } from 'redis';
import { formsQueueName } from '@clavis/forms/server';
import { extranetRecords } from '@clavis/site-shell/privacy';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REDIS_PORT = 5313;
const SIGNING = ['the-new-signing-key-of-at-least-32-characters', 'the-old-signing-key-of-at-least-32-characters'];
/** The embedded provider's test users: `--email` finds the first one's subject there. */
const GONE = { email: 'partner@clavis.example', sub: 'partner-1' };
const KEPT = { email: 'bu-italia@clavis.example', sub: 'bu-italia-1' };

const work = mkdtempSync(path.join(tmpdir(), 'clavis-privacy-erase-'));
const dataDir = path.join(work, 'data');
const redisDir = path.join(work, 'redis');
let redisServer;
let redis;

const env = { DATA_DIR: dataDir, REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`, EXTRANET_SIGNING_SECRET: SIGNING.join(',') };
const ids = (sub) => extranetRecords(env, ['germany']).holderIds(sub);
const keys = extranetRecords(env, ['germany']).redisKeys[0];

const submission = (id, person, upper = false) => ({
  id,
  formId: 'interest',
  market: 'germany',
  locale: 'de',
  receivedAt: '2026-11-01T10:00:00.000Z',
  values: { email: upper ? person.email.toUpperCase() : person.email, company: `Firma ${id}` },
  definition: { id: 'interest', fields: [{ name: 'email', type: 'email', label: 'E-Mail', rules: [] }] },
});
const download = (holder, n) => ({ at: new Date(Date.now() - n * 1000).toISOString(), holder, method: 'GET', kind: 'file', path: `f/287000/abc/file-${n}.pdf`, status: 200 });

/** Every file under `dir`, as bytes read as latin1 (so any text in them can be searched). */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [[file, readFileSync(file).toString('latin1')]];
  });
}

/** Every key and its serialized value (DUMP: what Redis holds of it, whatever the type). */
async function redisContents() {
  const parts = [];
  for await (const batch of redis.scanIterator({ COUNT: 100 })) {
    for (const key of batch) parts.push(key, (await redis.sendCommand(['DUMP', key], { typeMapping: { 36: Buffer } })).toString('latin1'));
  }
  return parts.join('\n');
}

const traces = (person) => [person.email, person.email.toUpperCase(), ...ids(person.sub)];

function erase(args, extra = {}) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', '--conditions=@clavis/source', 'tools/scripts/privacyErase.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env, ...extra },
    timeout: 120_000,
  });
}

before(async () => {
  mkdirSync(redisDir, { recursive: true });
  // Uncompressed snapshots, so that a value left in Redis's files would show in them.
  redisServer = spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--appendonly', 'yes', '--save', '', '--rdbcompression', 'no', '--dir', redisDir], { detached: true, stdio: 'ignore' });
  redis = createClient({ url: env.REDIS_URL });
  redis.on('error', () => undefined);
  for (let attempt = 0; !redis.isReady; attempt += 1) {
    assert.ok(attempt < 50, 'redis-server did not start');
    await redis.connect().catch(() => sleep(100));
  }

  // The file stores, as a server without Redis writes them.
  mkdirSync(path.join(dataDir, 'forms'), { recursive: true });
  mkdirSync(path.join(dataDir, 'extranet'), { recursive: true });
  writeFileSync(path.join(dataDir, 'forms', 'germany.jsonl'), [submission('f1', GONE), submission('f2', KEPT), submission('f3', GONE, true)].map((line) => `${JSON.stringify(line)}\n`).join(''));
  const lines = [...ids(GONE.sub), ...ids(KEPT.sub), ...ids(GONE.sub)].map((holder, n) => download(holder, n));
  writeFileSync(path.join(dataDir, 'extranet', 'downloads.jsonl'), lines.map((line) => `${JSON.stringify(line)}\n`).join(''));

  // Redis, as the instances write it with REDIS_URL.
  const connection = createClient({ url: env.REDIS_URL });
  await connection.connect();
  const queue = new Queue(formsQueueName('germany'), { connection });
  for (const item of [submission('q1', GONE, true), submission('q2', KEPT, true)]) await queue.add('submission', item, { jobId: item.id });
  await queue.close();
  connection.destroy();
  for (const line of lines) {
    await redis.xAdd(keys.downloads, '*', Object.fromEntries(Object.entries(line).map(([name, value]) => [name, String(value)])));
  }
  for (const holder of [...ids(GONE.sub), ...ids(KEPT.sub)]) await redis.hSet(`${keys.holders}${holder}`, { groups: '["partner"]', epoch: 'e1' });
});

after(async () => {
  redis?.destroy();
  if (redisServer?.pid) process.kill(-redisServer.pid, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

test('--email with the embedded provider erases the submissions and the download records of that partner everywhere, and says how many', async () => {
  // Before: both partners' traces are in the files and in Redis (the search below can find them).
  const before = `${filesUnder(work).map(([, text]) => text).join('\n')}\n${await redisContents()}`;
  for (const trace of [...traces(GONE), ...traces(KEPT)]) assert.ok(before.includes(trace), `seeded: ${trace}`);
  assert.equal(ids(GONE.sub).length, 2, 'one id per key of the rotation');

  const { stdout } = await erase(['--email', GONE.email]);
  const printed = stdout.trim().split('\n');
  for (const line of [
    'privacy:erase: form submissions: file germany: 2 removed',
    'privacy:erase: form submissions: redis germany: 1 removed',
    `privacy:erase: download audit: file ${path.join(dataDir, 'extranet', 'downloads.jsonl')}: 4 removed`,
    'privacy:erase: download audit: redis germany: 4 removed, 2 session records',
    'privacy:erase: Redis: append-only file rewritten',
  ]) {
    assert.ok(printed.includes(line), `printed ${line}:\n${stdout}`);
  }
  // The other markets' stores are searched too, and had nothing of theirs.
  const others = printed.filter((line) => / redis (?!germany)/.test(line));
  assert.ok(others.length > 0 && others.every((line) => / 0 removed(, 0 session records)?$/.test(line)), stdout);

  for (const [file, text] of filesUnder(work)) {
    for (const trace of traces(GONE)) assert.ok(!text.includes(trace), `${trace} left in ${path.relative(work, file)} (${statSync(file).size} bytes)`);
  }
  const stored = await redisContents();
  for (const trace of traces(GONE)) assert.ok(!stored.includes(trace), `${trace} left in Redis`);
  // The other partner's records are all still there.
  for (const trace of [KEPT.email.toUpperCase(), ...ids(KEPT.sub)]) assert.ok(stored.includes(trace), `${trace} kept in Redis`);
  assert.equal((await redis.xRange(keys.downloads, '-', '+')).length, 2);
  const files = filesUnder(dataDir).map(([, text]) => text).join('\n');
  for (const trace of [KEPT.email, ...ids(KEPT.sub)]) assert.ok(files.includes(trace), `${trace} kept on disk`);
});

test('with a real provider, --email cannot name the subject: it says to give --sub, which finds the records', async () => {
  const provider = { OIDC_ISSUER: 'https://login.example.com/', OIDC_CLIENT_ID: 'sites', OIDC_AUDIENCE: 'https://api.example.com/extranet' };
  const byEmail = await erase(['--email', KEPT.email], provider);
  assert.match(byEmail.stdout, /give --sub <their user id at the provider>/);
  assert.match(byEmail.stdout, /download audit: no subject to look for/);
  assert.ok((await redisContents()).includes(ids(KEPT.sub)[0]), 'nothing of the audit erased without the subject');

  const bySub = await erase(['--sub', KEPT.sub], provider);
  assert.match(bySub.stdout, /download audit: redis germany: 2 removed, 2 session records/);
  const stored = await redisContents();
  for (const id of ids(KEPT.sub)) assert.ok(!stored.includes(id), `${id} left in Redis`);
});
