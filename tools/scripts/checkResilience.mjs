#!/usr/bin/env node
// `npm run check:resilience` (issue #27): how the built germany site holds up under hostile input,
// load and faults, as one table. Loopback only; it starts its own content server, site and webhook
// receiver on its own ports, and stops them all (and itself) when done.
//
//   npm run check:resilience            # the full run (about 6 minutes, plus a build with --build-faults)
//   npm run check:resilience -- --ci    # 1,000 fuzz requests and the kill test (CI, under 2 minutes);
//                                       # fails only on a 5xx or a lost submission (CI_GATES)
//
// Steps (each one row or more of the table):
// - extranet fuzz: 1,000 extranet API paths mixing encodings, dot segments and separators, signed in
//   as partner@ (no bu-italy group): answers that carry a BU Italia story or file (goal 0), 5xx (goal 0);
//   then the extranet search with BU Italia's and other files' CMS URLs, in every spelling, in every
//   field the caller sends (extranetSearchEchoFuzz.mjs): signed links to files partner@ may not see
//   and CMS asset URLs in the answers (goal 0), 5xx (goal 0); then 1,000 asset URLs (300 in CI) in
//   every shape a space or an editor writes, published in extranet stories
//   (extranetAssetShapeFuzz.mjs): CMS asset URLs in partner@'s answers (goal 0), 5xx (goal 0);
// - fuzz: random and mutated real paths of every locale, bad encodings, queries, methods and
//   headers: 5xx count (goal 0), the server's memory before and after, files added to the app's
//   cache folder (goal: none for URLs with no page);
// - load: a prebuilt page, the slug check, /api/search, a form post, each under 50 connections for
//   10 s: requests per second, p99, errors (a 404 from /api/search: "not served");
// - faults: prebuilt pages served with the content server stopped (goal 100%); with --build-faults,
//   a full build against a content server failing 30% of calls equals a clean build; 500 form
//   submissions at 20 at a time with the site killed (SIGKILL) halfway and restarted: every 201 is
//   stored, delivered, and takes effect once at a receiver honouring Idempotency-Key; 100 revalidation webhooks in 10 s while serving.
//
// - redis (full run): three germany instances from their own standalone copies sharing one Redis,
//   the steps of shipping's e2e (tools/shipping/src/publishAcrossInstances.mjs and
//   formsAcrossInstances.mjs): webhook to the last instance current (news page, listing,
//   /api/search, /:slug page), requests served during a 10 s Redis outage, the next publish after
//   it; the per-address limit across instances, an instance killed with undelivered submissions,
//   500 submissions 20 at a time.
//
// Environment: RESILIENCE_PORT (default 3290) for the site, the content server on +100, the
// webhook receiver on +101. The app must be built (`npx nx run site-germany:build`).
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import autocannon from 'autocannon';
import { startFormsCluster } from '@clavis/shipping/forms-across-instances';
import { OUTAGE_MS, startPublishCluster, WITHIN_MS } from '@clavis/shipping/publish-across-instances';
import { fuzzAssetShapeAnswers, fuzzedAssetUrls } from './extranetAssetShapeFuzz.mjs';
import { extranetFuzzTargets } from './extranetPathFuzz.mjs';
import { assetUrlShapes, echoedAssetBodies, fuzzEchoedAssetSearch, storyAssetPaths } from './extranetSearchEchoFuzz.mjs';
import { partnerAccessToken } from './partnerLogin.mjs';
import { fuzzSearch } from './searchFuzz.mjs';
import { workspaceRoot } from './workspace.mjs';

const CI = process.argv.includes('--ci');
const BUILD_FAULTS = process.argv.includes('--build-faults');
const PORT = Number(process.env.RESILIENCE_PORT ?? 3290);
const CONTENT_PORT = PORT + 100;
const RECEIVER_PORT = PORT + 101;
const FUZZ_REQUESTS = CI ? 1_000 : 10_000;
/** Extranet API paths fuzzed as partner@ (issue #35): the same in CI and in a full run. */
const EXTRANET_FUZZ_REQUESTS = 1_000;
/** Extranet search bodies carrying CMS asset URLs, posted as partner@: the same in CI and in a full run. */
const EXTRANET_SEARCH_ECHO_REQUESTS = 300;
/**
 * Asset shapes published in extranet stories partner@ reads (7 to 20 a publish). Each publish
 * waits for the site's revalidation (about a second), so CI publishes fewer.
 */
const EXTRANET_ASSET_SHAPES = CI ? 300 : 1_000;
const IDP_ORIGIN = 'http://127.0.0.1:4200';
const PARTNER = { email: 'partner@clavis.example', password: 'partner-demo-1' };
const FUZZ_CONCURRENCY = 20;
const LOAD_SECONDS = 10;
const LOAD_CONNECTIONS = 50;
const SUBMISSIONS = 500;
const SUBMISSION_CONCURRENCY = 20;
const WEBHOOKS = 100;
const WEBHOOK_SECONDS = 10;
const WEBHOOK_SECRET = 'clavis-local-webhook-secret';
const MARKET = 'germany';
const LOCALES = ['de', 'en'];
/** Stops everything however the run goes: the whole check must end by itself. */
const DEADLINE_MS = (CI ? 3 : 13) * 60_000 + (BUILD_FAULTS ? 15 * 60_000 : 0);

const appRoot = join(workspaceRoot, 'apps', `site-${MARKET}`);
/**
 * The site serves a copy of the build: the pages it renders on first visit (prebuilds are bounded)
 * and the ones its publishes regenerate carry this check's content server in their asset URLs, and
 * must not reach the build that the e2e suites serve next.
 */
const DIST_DIR = '.next-resilience';
const distRoot = join(appRoot, DIST_DIR);
const origin = `http://127.0.0.1:${PORT}`;
const contentOrigin = `http://127.0.0.1:${CONTENT_PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'clavis-resilience-'));
const rows = [];
const groups = new Set();
/** The several-instance clusters running (the redis step), stopped with the rest. */
const clusters = new Set();

const log = (message) => process.stderr.write(`check:resilience: ${message}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const row = (step, measure, value, goal = '', met = '') => rows.push([step, measure, String(value), goal, met === '' ? '' : met ? 'yes' : 'NO']);
/**
 * The goals a --ci run fails on: the promises that never bend (no 5xx, no submission lost). The
 * other goals are figures of the table; a full run fails on any goal missed.
 */
const CI_GATES = new Set([
  '5xx or no answer in 15 s',
  '5xx or no answer in 15 s (extranet)',
  'answers carrying a BU Italia story or file',
  'search answers carrying a link to a file partner@ may not see, or a CMS asset URL',
  '5xx or no answer in 15 s (extranet search)',
  'answers carrying a CMS asset URL (fuzzed asset shapes)',
  '5xx or no answer in 15 s (fuzzed asset shapes)',
  'submissions answered 201: lost (not stored or not delivered)',
]);

// ---------------------------------------------------------------- processes

/** Starts a process in its own group (next start forks next-server), remembered for the final stop. */
function startGroup(args, extraEnv) {
  const child = spawn(process.execPath, args, {
    cwd: workspaceRoot,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extraEnv },
  });
  groups.add(child.pid);
  return child.pid;
}

function stopGroup(pgid, signal = 'SIGTERM') {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
  groups.delete(pgid);
}

async function waitFor(url, timeoutMs = 90_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function waitGone(url) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(500) });
    } catch {
      return;
    }
    await sleep(100);
  }
}

const startContent = async (faultEnv = {}) => {
  const pgid = startGroup(['tools/scripts/serveApp.mjs', '--content'], { CONTENT_PORT: String(CONTENT_PORT), WEBHOOK_URL: `${origin}/api/revalidate`, ...faultEnv });
  await waitFor(`${contentOrigin}/v2/cdn/spaces/me?token=clavis-local-public-token`);
  return pgid;
};

const startSite = async () => {
  const pgid = startGroup(['tools/scripts/serveApp.mjs', MARKET], {
    PORT: String(PORT),
    CLAVIS_DIST_DIR: DIST_DIR,
    CMS_BASE_URL: `${contentOrigin}/v2`,
    DATA_DIR: dataDir,
    FORMS_WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/hooks/forms`,
    FORMS_OUTBOX_RETRY_MS: '200',
    FORMS_OUTBOX_MAX_RETRY_MS: '1000',
    // Every request comes from 127.0.0.1 and this measures the endpoints, not their per-address
    // limits (README "Hardening"): the documented scale lifts them all.
    RATE_LIMIT_SCALE: '100000',
  });
  await waitFor(`${origin}/api/version`);
  return pgid;
};

/** The resident memory of the group's largest process (next-server), in MB. */
function groupMemoryMb(pgid) {
  const result = spawnSync('ps', ['-e', '-o', 'pgid=,rss='], { encoding: 'utf8' });
  const kilobytes = result.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([group, rss]) => group === pgid && rss > 0)
    .map(([, rss]) => rss);
  return kilobytes.length ? Math.round(Math.max(...kilobytes) / 1024) : NaN;
}

// ---------------------------------------------------------------- the webhook receiver

/**
 * A FORMS_WEBHOOK_URL that counts deliveries (2xx answers) per submission id, and what took effect
 * as a receiver honouring `Idempotency-Key` sees it: the first delivery of a key takes effect, a
 * repeat of it is recognised and dropped (the outbox's contract: a delivery the site sent but had not
 * recorded when it was killed goes out again under the same key). A repeat without the key, or
 * under another key than its submission's id, takes effect twice: that is a duplicate.
 */
async function startReceiver() {
  const delivered = new Map();
  const effects = new Map();
  const keys = new Set();
  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      try {
        const id = JSON.parse(text).id;
        delivered.set(id, (delivered.get(id) ?? 0) + 1);
        const key = request.headers['idempotency-key'];
        if (!key || key !== id || !keys.has(key)) effects.set(id, (effects.get(id) ?? 0) + 1);
        if (key) keys.add(key);
      } catch {
        // not a submission
      }
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(RECEIVER_PORT, '127.0.0.1', resolve));
  return { delivered, effects, close: () => new Promise((resolve) => server.close(resolve)) };
}

// ---------------------------------------------------------------- raw HTTP

/**
 * One request written byte for byte (a client library would refuse or repair the bad ones), over
 * its own connection; resolves with the status code, or 0 when the server closed without answering.
 */
function rawRequest(request) {
  return rawExchange(request).then(({ status }) => status);
}

/**
 * The same, answering the status and, with `whole`, the answer's bytes (as latin1 text) once the
 * server closes the connection; status 0 when it closed without answering, -1 after 15 s.
 */
function rawExchange({ method = 'GET', target, headers = {}, body = '' }, { whole = false } = {}) {
  return new Promise((resolve) => {
    const socket = connect(PORT, '127.0.0.1');
    let head = '';
    let status = 0;
    const done = (final) => {
      socket.destroy();
      resolve({ status: final, text: head });
    };
    socket.setTimeout(15_000, () => done(-1));
    socket.on('error', () => done(status));
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (match) status = Number(match[1]);
      if (match && !whole) done(status);
    });
    socket.on('end', () => done(status));
    const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${PORT}`, 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`, 'latin1'));
  });
}

// ---------------------------------------------------------------- fuzz

/** A seeded generator, so a run can be repeated (RESILIENCE_SEED). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function realPaths() {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return paths.length ? paths : ['/'];
}

function fuzzRequests(paths, count, next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const randomText = (length) => Array.from({ length }, () => String.fromCharCode(33 + Math.floor(next() * 94))).join('').replace(/[#?\s]/g, 'x');
  const segmentMutations = [
    () => '%',
    () => '%zz',
    () => '%E0%A4%A',
    () => '%C3',
    () => '%00',
    () => '%0A',
    () => '%25',
    () => '%2F..%2F..%2Fetc%2Fpasswd',
    () => '..',
    () => '',
    () => 'ä-ß-ü',
    () => encodeURIComponent('ключ-🔑'),
    () => randomText(1 + Math.floor(next() * 30)),
    () => 'a'.repeat(200 + Math.floor(next() * 3000)),
    () => '%FF%FE',
    () => 'index.html',
    () => '_next',
    () => '\u0001raw',
  ];
  const queries = ['', '', '', '?switchLocale=en', '?switchLocale=xx', '?switchLocale=%', '?q=%E0%A4%A', '?_rsc=1', '?page=-1', '?a=1&a=2', `?${randomText(20)}`, '?x=' + 'y'.repeat(4000), '?%=%', '?__nextDataReq=1'];
  const methods = ['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'FOO'];
  const headerSets = [
    {},
    {},
    { 'Accept-Language': 'ru-RU,ru;q=0.9' },
    { Cookie: 'i18n_redirected=xx; __prerender_bypass=junk' },
    { 'If-None-Match': 'W/"junk"' },
    { RSC: '1', 'Next-Router-State-Tree': '%zz' },
    { RSC: '1', 'Next-Router-Prefetch': '1' },
    { 'X-Forwarded-Host': 'evil.example' },
    { Range: 'bytes=0-10,5-2' },
    { 'Content-Type': 'application/json' },
    { 'Accept-Encoding': 'br, gzip, deflate, zstd' },
    { 'X-Padding': 'a'.repeat(20_000) },
  ];
  return Array.from({ length: count }, () => {
    let path = pick(paths);
    const roll = next();
    if (roll < 0.15) {
      path = `/${pick(LOCALES)}/${randomText(8)}`;
    } else if (roll < 0.75) {
      const segments = path.split('/');
      segments.splice(1 + Math.floor(next() * segments.length), next() < 0.5 ? 1 : 0, pick(segmentMutations)());
      path = segments.join('/') || '/';
    }
    const method = pick(methods);
    return { method, target: path + pick(queries), headers: pick(headerSets), body: method === 'POST' || method === 'PUT' ? '{"a":' : '' };
  });
}

function listFiles(directory) {
  if (!existsSync(directory)) return [];
  const found = [];
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) found.push(relative(directory, join(entry.parentPath ?? entry.path, entry.name)));
  }
  return found;
}

/** What Next writes while serving: rendered pages (`server/app`) and its data cache. */
const cacheFiles = () => new Set([...listFiles(join(distRoot, 'server/app')).map((file) => `server/app/${file}`), ...listFiles(join(distRoot, 'cache')).map((file) => `cache/${file}`)]);

async function fuzz(sitePgid) {
  const paths = await realPaths();
  const requests = fuzzRequests(paths, FUZZ_REQUESTS, random(Number(process.env.RESILIENCE_SEED ?? 27)));
  const before = cacheFiles();
  const memoryBefore = groupMemoryMb(sitePgid);
  const statuses = new Map();
  const serverErrors = [];
  let index = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: FUZZ_CONCURRENCY }, async () => {
      while (index < requests.length) {
        const request = requests[index++];
        const status = await rawRequest(request);
        const group = status >= 100 ? `${Math.floor(status / 100)}xx` : status === 0 ? 'closed' : 'timeout';
        statuses.set(group, (statuses.get(group) ?? 0) + 1);
        if (status >= 500 || status === -1) serverErrors.push(`${status} ${request.method} ${request.target.slice(0, 80)} ${JSON.stringify(request.headers).slice(0, 60)}`);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const memoryAfter = groupMemoryMb(sitePgid);
  const added = [...cacheFiles()].filter((file) => !before.has(file));
  const counts = [...statuses].sort().map(([group, count]) => `${group} ${count}`).join(', ');
  row('fuzz', `${requests.length} requests (${seconds.toFixed(0)} s): answers`, counts);
  row('fuzz', '5xx or no answer in 15 s', serverErrors.length, '0', serverErrors.length === 0);
  for (const example of serverErrors.slice(0, 5)) log(`fuzz 5xx: ${example}`);
  row('fuzz', 'server memory before -> after (MB)', `${memoryBefore} -> ${memoryAfter}`);
  row('fuzz', 'files added to the cache folder', added.length, '0', added.length === 0);
  for (const file of added.slice(0, 5)) log(`fuzz added: ${file}`);
}

// ---------------------------------------------------------------- extranet fuzz

/** The BU Italia documentation as the content server publishes it: its pages' API paths, titles and files. */
async function buItaliaDocumentation() {
  const stories = [];
  for (const locale of LOCALES) {
    const response = await fetch(`${contentOrigin}/v2/cdn/stories?starts_with=${locale}/extranet/documentazione-per-bu-italia&per_page=100&token=clavis-local-public-token`);
    stories.push(...(await response.json()).stories);
  }
  const files = stories.flatMap((story) => (story.content?.file?.filename ? [new URL(story.content.file.filename).pathname.slice(1)] : []));
  return {
    paths: stories.map((story) => story.full_slug.replace(/^([a-z]{2})\/extranet\//, '$1/').replace(/\/$/, '').split('/')),
    files: files.map((file) => file.split('/')),
    // What no answer to partner@ may carry: the documents' titles and file names.
    markers: [...new Set([...stories.filter((story) => !story.is_startpage).map((story) => story.content?.title ?? story.name), ...files.map((file) => file.split('/').pop())])].filter((text) => text && text.length > 6),
  };
}

async function fuzzExtranet() {
  const authorization = `Bearer ${await partnerAccessToken({ issuer: IDP_ORIGIN, site: origin, ...PARTNER })}`;
  const documentation = await buItaliaDocumentation();
  const plant = await fetch(`${origin}/api/extranet/de/fotogalerie/plant`, { headers: { authorization } });
  if (plant.status !== 200) throw new Error(`partner@ cannot open the gallery (${plant.status})`);
  const pictureLink = (await plant.json()).pictures[0].href.replace('/api/extranet/', '').split('/');
  const forbiddenStatus = await fetch(`${origin}/api/extranet/${documentation.paths.find((path) => path.length > 2).join('/')}`, { headers: { authorization } });
  if (forbiddenStatus.status !== 403) throw new Error(`partner@ is not refused the BU Italia documentation (${forbiddenStatus.status})`);
  const targets = extranetFuzzTargets({
    seeds: [['de'], ['en'], ['de', 'kataloge'], ['de', 'kataloge', 'price-lists'], ['en', 'catalogues'], ['de', 'fotogalerie', 'plant'], ['de', 'produkte', 'keys'], pictureLink],
    forbidden: [...documentation.paths.map((path) => path.slice(1)), ...documentation.files, ['__admin', 'stats'], ['v2', 'cdn', 'stories']],
    count: EXTRANET_FUZZ_REQUESTS,
    next: random(Number(process.env.RESILIENCE_SEED ?? 27) + 1),
  });
  const statuses = new Map();
  const leaks = [];
  const serverErrors = [];
  let index = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: FUZZ_CONCURRENCY }, async () => {
      while (index < targets.length) {
        const target = targets[index++];
        // A redirect (Next's for `//` and trailing slashes) is followed as a client would, on the site.
        let answer = await rawExchange({ target, headers: { Authorization: authorization } }, { whole: true });
        for (let hop = 0; hop < 5 && answer.status >= 300 && answer.status < 400; hop += 1) {
          const location = /\r\nlocation: ([^\r]+)/i.exec(answer.text)?.[1];
          if (!location) break;
          const next = new URL(location, origin);
          if (next.origin !== origin) break;
          answer = await rawExchange({ target: `${next.pathname}${next.search}`, headers: { Authorization: authorization } }, { whole: true });
        }
        const { status } = answer;
        const body = answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 || status <= 0) serverErrors.push(`${status} ${target}`);
        const leaked = documentation.markers.find((marker) => body.includes(marker)) ?? (body.includes('%PDF-') && status === 200 ? 'a PDF' : undefined);
        if (leaked) leaks.push(`${status} ${target} (${leaked})`);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status} ${count}`).join(', ');
  row('extranet fuzz', `${targets.length} API paths as partner@ (${seconds.toFixed(0)} s): answers after redirects`, counts);
  row('extranet fuzz', 'answers carrying a BU Italia story or file', leaks.length, '0', leaks.length === 0);
  row('extranet fuzz', '5xx or no answer in 15 s (extranet)', serverErrors.length, '0', serverErrors.length === 0);
  for (const example of [...leaks, ...serverErrors].slice(0, 5)) log(`extranet fuzz: ${example}`);
  await fuzzExtranetSearchEchoes(authorization, documentation);
  await fuzzExtranetAssetShapes(authorization);
}

/** Stories partner@ reads, published with asset URLs in every shape a space or an editor writes. */
async function fuzzExtranetAssetShapes(authorization) {
  const next = random(Number(process.env.RESILIENCE_SEED ?? 27) + 3);
  const shapes = fuzzedAssetUrls({ contentOrigin, count: EXTRANET_ASSET_SHAPES, next });
  const catalogues = ['catalogue-2026', 'catalogue-2025', 'catalogue-2024'].map((slug) => ({ fullSlug: `de/extranet/kataloge/price-lists/${slug}`, apiPath: '/api/extranet/de/kataloge/price-lists' }));
  const galleries = ['plant', 'products/machines', 'fairs/2025/security-essen'].map((folder) => ({ fullSlug: `de/extranet/fotogalerie/${folder}/`, apiPath: `/api/extranet/de/fotogalerie/${folder}` }));
  const stories = [...catalogues, ...galleries];
  const outcome = await fuzzAssetShapeAnswers({ origin, contentOrigin, authorization, stories, shapes, next });
  const counts = [...outcome.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status} ${count}`).join(', ');
  row('extranet fuzz', `${shapes.length} fuzzed asset shapes published in extranet stories, read in ${outcome.answers} answers as partner@ (${outcome.seconds.toFixed(0)} s; ${outcome.stale} before the publish showed): answers`, counts);
  row('extranet fuzz', 'answers carrying a CMS asset URL (fuzzed asset shapes)', outcome.leaks.length, '0', outcome.leaks.length === 0);
  row('extranet fuzz', '5xx or no answer in 15 s (fuzzed asset shapes)', outcome.serverErrors.length, '0', outcome.serverErrors.length === 0);
  for (const example of [...outcome.leaks, ...outcome.serverErrors].slice(0, 5)) log(`extranet asset shape fuzz: ${example}`);
}

/** The extranet search as partner@, with CMS asset URLs of BU Italia's files and others in every field it could echo. */
async function fuzzExtranetSearchEchoes(authorization, documentation) {
  const forbidden = documentation.files.map((segments) => segments.join('/'));
  const visible = await storyAssetPaths(contentOrigin, ['de/extranet/kataloge/price-lists/catalogue-2026', 'de/extranet/fotogalerie/plant', 'de/global/produkte/futura']);
  const urls = [...forbidden, ...visible.slice(0, 4)].flatMap((path) => assetUrlShapes(path, contentOrigin));
  const bodies = echoedAssetBodies({ urls, indexName: `${MARKET}_de_extranet`, count: EXTRANET_SEARCH_ECHO_REQUESTS, next: random(Number(process.env.RESILIENCE_SEED ?? 27) + 2) });
  const outcome = await fuzzEchoedAssetSearch({ origin, authorization, bodies, assetOrigin: contentOrigin, forbidden, markers: documentation.markers });
  const counts = [...outcome.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status} ${count}`).join(', ');
  row('extranet fuzz', `${bodies.length} extranet searches echoing CMS asset URLs as partner@ (${outcome.seconds.toFixed(0)} s; ${outcome.links} signed links, ${outcome.tried} fetched): answers`, counts);
  row('extranet fuzz', 'search answers carrying a link to a file partner@ may not see, or a CMS asset URL', outcome.leaks.length, '0', outcome.leaks.length === 0);
  row('extranet fuzz', '5xx or no answer in 15 s (extranet search)', outcome.serverErrors.length, '0', outcome.serverErrors.length === 0);
  for (const example of [...outcome.leaks, ...outcome.serverErrors].slice(0, 5)) log(`extranet search fuzz: ${example}`);
}

// ---------------------------------------------------------------- load

async function load(name, { path, method = 'GET', body, contentType }) {
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: LOAD_CONNECTIONS,
    duration: CI ? 3 : LOAD_SECONDS,
    requests: [
      {
        method,
        setupRequest: (request) => ({
          ...request,
          body,
          headers: { ...request.headers, ...(contentType && { 'content-type': contentType }) },
        }),
      },
    ],
  });
  const errors = result.errors + result.timeouts + result['5xx'];
  row('load', `${name}: req/s, p99 ms, errors (5xx, timeouts)`, `${Math.round(result.requests.average)}, ${result.latency.p99}, ${errors} (2xx ${result['2xx']}, 4xx ${result['4xx']})`, '0 errors', errors === 0);
}

async function loadSteps() {
  await load('prebuilt page /', { path: '/' });
  await load('slug check', { path: '/api/checkStorySlugs?path=%2Fde%2Fglobal%2Fprodukte%2Ffutura' });
  const search = await fetch(`${origin}/api/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: `${MARKET}_de`, params: 'query=schluessel' }] }) });
  if (search.status === 404) row('load', '/api/search', 'not served (404)', '', '');
  else await load('/api/search', { path: '/api/search', method: 'POST', contentType: 'application/json', body: JSON.stringify({ requests: [{ indexName: `${MARKET}_de`, params: 'query=schluessel' }] }) });
  await load('form post', { path: '/api/forms/interest', method: 'POST', contentType: 'application/json', body: JSON.stringify(interest('last@resilience.example')) });
}

// ---------------------------------------------------------------- faults

const interest = (email) => ({ interested_in: ['documentation_by_email'], email, company: 'Schlüssel Müller GmbH', phone: '03012345678', terms: true });

async function prebuiltPagesWithoutContent(contentPgid) {
  const paths = await realPaths();
  stopGroup(contentPgid);
  await waitGone(`${contentOrigin}/v2/cdn/spaces/me`);
  let served = 0;
  const failures = [];
  for (const path of paths) {
    const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status === 200) served += 1;
    else failures.push(`${response.status} ${path}`);
  }
  for (const failure of failures.slice(0, 5)) log(`content stopped: ${failure}`);
  const share = (100 * served) / paths.length;
  row('faults', `content server stopped: prebuilt pages served 200 (of ${paths.length})`, `${share.toFixed(1)}%`, '100%', served === paths.length);
}

function storedSubmissions() {
  const file = join(dataDir, 'forms', `${MARKET}.jsonl`);
  if (!existsSync(file)) return new Set();
  const ids = new Set();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    try {
      const record = JSON.parse(line);
      if (record.id) ids.add(record.id);
    } catch {
      // a line cut by the kill: not a stored submission
    }
  }
  return ids;
}

async function killDuringSubmissions(receiver, sitePgid) {
  const answered = [];
  let refused = 0;
  let next = 0;
  let current = sitePgid;
  let killed = false;
  let restarting = null;
  const submit = async (index) => {
    try {
      const response = await fetch(`${origin}/api/forms/interest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(interest(`kill-${index}@resilience.example`)),
        signal: AbortSignal.timeout(15_000),
      });
      const body = await response.json().catch(() => ({}));
      if (response.status === 201 && body.id) answered.push(body.id);
      else refused += 1;
    } catch {
      refused += 1; // the connection died with the site: not answered 201, so not promised
    }
  };
  await Promise.all(
    Array.from({ length: SUBMISSION_CONCURRENCY }, async () => {
      while (next < SUBMISSIONS) {
        const index = next++;
        if (!killed && index >= SUBMISSIONS / 2) {
          killed = true;
          log(`kill -9 of the site after ${index} submissions started`);
          stopGroup(current, 'SIGKILL');
          restarting = startSite().then((pgid) => (current = pgid));
        }
        if (restarting && killed && index >= SUBMISSIONS / 2 + SUBMISSION_CONCURRENCY) await restarting;
        await submit(index);
      }
    }),
  );
  await restarting;
  // The outbox delivers what the store holds, also what the killed run left pending.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && answered.some((id) => !receiver.delivered.has(id))) await sleep(250);
  await sleep(1500); // a late duplicate would arrive now
  const stored = storedSubmissions();
  const lost = answered.filter((id) => !stored.has(id) || !receiver.delivered.has(id)).length;
  const redelivered = answered.filter((id) => (receiver.delivered.get(id) ?? 0) > 1).length;
  const duplicated = answered.filter((id) => (receiver.effects.get(id) ?? 0) > 1).length;
  row('faults', `kill -9 during ${SUBMISSIONS} submissions (20 at a time): answered 201 / refused or cut`, `${answered.length} / ${refused}`);
  row('faults', 'submissions answered 201: lost (not stored or not delivered)', lost, '0', lost === 0);
  // At-least-once over HTTP: the attempt in flight at the kill may reach the receiver unrecorded.
  row('faults', 'submissions answered 201: sent again after the kill (same Idempotency-Key)', redelivered);
  row('faults', 'submissions answered 201: took effect more than once (receiver honouring Idempotency-Key)', duplicated, '0', duplicated === 0);
  return current;
}

function signedWebhook(fullSlug) {
  const body = JSON.stringify({ text: `published ${fullSlug}`, action: 'published', space_id: 1, story_id: 1, full_slug: fullSlug });
  return { body, signature: createHmac('sha1', WEBHOOK_SECRET).update(body, 'utf8').digest('hex') };
}

/** A generic page (`/:slug`) of the market in its default locale, as the content server publishes it. */
async function genericPage() {
  const response = await fetch(`${contentOrigin}/v2/cdn/stories?starts_with=de/${MARKET}/&per_page=100&token=clavis-local-public-token`);
  const { stories } = await response.json();
  const story = stories.find(({ full_slug: fullSlug, content }) => content.component === 'page' && !fullSlug.endsWith('/') && fullSlug.split('/').length === 3);
  return { fullSlug: story.full_slug, path: `/${story.full_slug.split('/')[2]}` };
}

async function webhooksWhileServing() {
  const slugs = (await realPaths()).slice(0, 50);
  const target = await genericPage();
  const storySlug = target.fullSlug;
  const pagePath = target.path;
  const marker = `Resilience ${randomBytes(4).toString('hex')}`;
  const admin = (method, body) =>
    fetch(`${contentOrigin}/__admin/stories/${storySlug}`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body && JSON.stringify(body) }).then((response) => response.json());
  const original = (await admin('GET')).story;
  // Publish a new title (the content server sends its own webhook), then 100 more webhooks in 10 s.
  await admin('PUT', { content: { ...original.content, title: marker, ...(original.content.seo ? { seo: { ...original.content.seo, title: marker } } : {}) } });
  let pageErrors = 0;
  let serving = true;
  const readers = Array.from({ length: 5 }, async () => {
    while (serving) {
      const response = await fetch(`${origin}${slugs[Math.floor(Math.random() * slugs.length)]}`).catch(() => null);
      if (!response || response.status >= 500) pageErrors += 1;
      await response?.arrayBuffer();
    }
  });
  let webhookErrors = 0;
  for (let index = 0; index < WEBHOOKS; index += 1) {
    const { body, signature } = signedWebhook(index % 2 ? storySlug : `de/${MARKET}/uber-uns`);
    const response = await fetch(`${origin}/api/revalidate`, { method: 'POST', headers: { 'content-type': 'application/json', 'webhook-signature': signature }, body }).catch(() => null);
    if (!response || !response.ok) webhookErrors += 1;
    await response?.arrayBuffer();
    await sleep((WEBHOOK_SECONDS * 1000) / WEBHOOKS);
  }
  serving = false;
  await Promise.all(readers);
  // Current afterwards: the page names the new title once revalidated (first request may serve the old one).
  let current = false;
  for (let attempt = 0; attempt < 20 && !current; attempt += 1) {
    current = (await (await fetch(`${origin}${pagePath}`)).text()).includes(marker);
    if (!current) await sleep(500);
  }
  await admin('PUT', { content: original.content, name: original.name, published: true });
  row('faults', `${WEBHOOKS} revalidation webhooks in ${WEBHOOK_SECONDS} s while serving: webhook errors, page 5xx`, `${webhookErrors}, ${pageErrors}`, '0, 0', webhookErrors === 0 && pageErrors === 0);
  row('faults', 'the published page is current afterwards', current ? 'yes' : 'no', 'yes', current);
}

const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

/**
 * A prebuilt page as what it shows and what it hydrates with: the server-rendered markup, and the
 * rows of its React Server Components payload without their numbering. React numbers the rows in
 * the order their data resolves, so a build whose CMS calls were retried can write the same rows
 * in another order under other numbers; a missing or changed block still changes a row.
 */
function pageContent(html) {
  let payload = '';
  const markup = html.replace(FLIGHT_SCRIPT, (_tag, call) => {
    const [type, data] = JSON.parse(call);
    if (type === 1 && typeof data === 'string') payload += data;
    return '';
  });
  const rows = payload
    .split('\n')
    .map((line) => line.replace(/^[0-9a-f]+:/, '').replace(/"\$([A-Za-z@]?)[0-9a-f]+((?::[^"]*)?)"/g, '"$$$1#$2"'))
    .sort();
  return { markup, rows };
}

/** Whether two builds of a page show and hydrate the same (pageContent). */
function samePage(a, b) {
  if (a === b) return true;
  const [left, right] = [pageContent(a), pageContent(b)];
  return left.markup === right.markup && left.rows.join('\n') === right.rows.join('\n');
}

/** A full build against a content server failing 30% of calls, compared page by page with the current (clean) build. */
async function buildWithFaults() {
  const faulty = startGroup(['tools/scripts/serveApp.mjs', '--content'], { CONTENT_PORT: String(CONTENT_PORT + 2), FAULT_RATE: '0.3', FAULT_STATUSES: '429,500,502,503', FAULT_RETRY_AFTER: '0' });
  await waitFor(`http://127.0.0.1:${CONTENT_PORT + 2}/v2/cdn/spaces/me?token=clavis-local-public-token`).catch(() => undefined);
  const distDir = '.next-faults';
  // next build points the app's tsconfig.json and next-env.d.ts at its output folder: put them back.
  const touched = ['tsconfig.json', 'next-env.d.ts'].map((name) => join(appRoot, name)).filter((file) => existsSync(file));
  const originals = touched.map((file) => [file, readFileSync(file, 'utf8')]);
  const result = spawnSync(process.execPath, [join(workspaceRoot, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: appRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CMS_BASE_URL: `http://127.0.0.1:${CONTENT_PORT + 2}/v2`, CLAVIS_DIST_DIR: distDir },
    timeout: 14 * 60_000,
  });
  stopGroup(faulty);
  for (const [file, text] of originals) writeFileSync(file, text);
  if (result.status !== 0) {
    row('faults', 'build with 30% of CMS calls failing', `failed (${result.status}): ${(result.stderr ?? '').split('\n').slice(-3).join(' ')}`, 'succeeds', false);
    return;
  }
  const pages = (dir) => listFiles(join(appRoot, dir, 'server/app')).filter((file) => file.endsWith('.html'));
  const buildId = (dir) => readFileSync(join(appRoot, dir, 'BUILD_ID'), 'utf8').trim();
  const clean = pages('.next');
  // The content server answers asset URLs for the origin asked, and each build has its own id.
  const read = (dir, file) =>
    readFileSync(join(appRoot, dir, 'server/app', file), 'utf8')
      .replaceAll(buildId(dir), 'BUILD')
      .replaceAll(`127.0.0.1:${CONTENT_PORT + 2}`, '127.0.0.1:4100')
      .replaceAll(`127.0.0.1%3A${CONTENT_PORT + 2}`, '127.0.0.1%3A4100');
  const differing = clean.filter((file) => !existsSync(join(appRoot, distDir, 'server/app', file)) || !samePage(read('.next', file), read(distDir, file)));
  row('faults', `build with 30% of CMS calls failing: pages differing from a clean build (of ${clean.length})`, differing.length, '0', differing.length === 0);
  for (const file of differing.slice(0, 5)) {
    // Where the two first part, so a difference can be told from content: a date, an id, a missing block.
    const faulty = existsSync(join(appRoot, distDir, 'server/app', file)) ? read(distDir, file) : '';
    const original = read('.next', file);
    let at = 0;
    while (at < original.length && original[at] === faulty[at]) at += 1;
    log(`build differs: ${file} at ${at}: clean «${original.slice(Math.max(0, at - 60), at + 80)}» faulty «${faulty.slice(Math.max(0, at - 60), at + 80)}»`);
  }
  rmSync(join(appRoot, distDir), { recursive: true, force: true });
}

// ---------------------------------------------------------------- several instances (redis)

/** Runs `steps` on a cluster `start` answers, stopping it however they end. */
async function withCluster(start, steps) {
  const cluster = await start();
  clusters.add(cluster);
  try {
    await steps(cluster);
  } finally {
    clusters.delete(cluster);
    await cluster.cleanUp();
  }
}

/** The rows of one publish: per kind of answer, the time until the last instance showed it. */
function publishRows(what, withinMs, { seen, missing }) {
  const kinds = new Map();
  for (const [name, ms] of seen) {
    const kind = name.slice(name.indexOf(': ') + 2);
    kinds.set(kind, Math.max(kinds.get(kind) ?? 0, ms));
  }
  for (const name of missing) kinds.set(name.slice(name.indexOf(': ') + 2), Number.POSITIVE_INFINITY);
  for (const [kind, ms] of kinds) {
    row('redis', `${what}: webhook to the last of 3 instances, ${kind} (ms)`, Number.isFinite(ms) ? ms : `not within ${withinMs}`, `<= ${withinMs}`, ms <= withinMs);
  }
}

async function publishAcrossInstances() {
  await withCluster(
    () => startPublishCluster({ count: 3 }),
    async (cluster) => {
      const warmFailures = await cluster.warm();
      row('redis', '3 instances warmed (news page, listing, search, /:slug page): failures', warmFailures.length, '0', warmFailures.length === 0);
      const first = await cluster.publishEverywhere('A');
      publishRows('publish', WITHIN_MS, first);
      const { outageMs, perInstance } = await cluster.redisOutage(first.markers, OUTAGE_MS);
      const total = (key) => perInstance.reduce((sum, counts) => sum + (key === 'errors' ? counts.errors.length : counts[key]), 0);
      for (const error of perInstance.flatMap((counts) => counts.errors).slice(0, 5)) log(`redis outage: ${error}`);
      row('redis', `Redis stopped ${(outageMs / 1000).toFixed(1)} s: requests served current / stale / errors (3 instances, ${perInstance.map((counts) => counts.requests).join(' + ')})`, `${total('served')} / ${total('stale')} / ${total('errors')}`, 'errors 0, stale 0', total('errors') === 0 && total('stale') === 0 && perInstance.every((counts) => counts.served > 0));
      publishRows('next publish, sent as Redis came back', WITHIN_MS, await cluster.publishEverywhere('B'));
    },
  );
}

async function formsAcrossInstances() {
  await withCluster(
    () => startFormsCluster({ count: 3 }),
    async (cluster) => {
      const statuses = await cluster.rateLimitAcross();
      row('redis', 'rate limit across instances: 6 forms from one address, 3 to each of two: the 6th answered', statuses[5], '429', statuses.join() === '201,201,201,201,201,429');
      const killed = await cluster.killedInstance(10);
      row('redis', `instance killed (SIGKILL) holding ${killed.statuses.filter((status) => status === 201).length} submissions the receiver refused: lost / delivered twice`, `${killed.lost} / ${killed.twice}`, '0 / 0', killed.lost === 0 && killed.twice === 0);
      row('redis', 'the killed instance\'s submissions delivered by the others after the receiver accepted again (ms)', killed.deliveredIn ?? 'not within 30 s');
      const many = await cluster.manySubmissions(SUBMISSIONS, SUBMISSION_CONCURRENCY);
      row('redis', `${SUBMISSIONS} submissions, ${SUBMISSION_CONCURRENCY} at a time across 2 instances: answered 201 / lost / delivered twice`, `${many.accepted} / ${many.lost} / ${many.twice}`, `${SUBMISSIONS} / 0 / 0`, many.accepted === SUBMISSIONS && many.lost === 0 && many.twice === 0);
      row('redis', `${SUBMISSIONS} submissions: all answered in / all delivered in (ms)`, `${many.acceptedIn} / ${many.deliveredIn ?? 'not within 60 s'}`);
    },
  );
}

// ---------------------------------------------------------------- table

function printTable() {
  const headers = ['step', 'measure', 'value', 'goal', 'met'];
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((cells) => cells[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log([line(headers), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
}

function stopAll() {
  for (const pgid of [...groups]) stopGroup(pgid);
  for (const cluster of [...clusters]) void cluster.cleanUp();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distRoot, { recursive: true, force: true });
}

async function main() {
  if (!existsSync(join(appRoot, '.next/BUILD_ID'))) throw new Error(`${appRoot} is not built: run npx nx run site-${MARKET}:build first`);
  rmSync(distRoot, { recursive: true, force: true });
  // Without the standalone folder: `next start` does not read it.
  cpSync(join(appRoot, '.next'), distRoot, { recursive: true, filter: (source) => source !== join(appRoot, '.next/standalone') });
  const receiver = await startReceiver();
  let contentPgid = await startContent();
  // The embedded identity provider on its fixed port (or the one already there), for partner@'s token.
  startGroup(['tools/scripts/serveApp.mjs', '--dev-idp'], {});
  await waitFor(`${IDP_ORIGIN}/.well-known/openid-configuration`);
  let sitePgid = await startSite();
  // One route handler call first: the first one turns on Node's async hooks for good (see bench:web).
  await fetch(`${origin}/api/version`);

  log(`fuzz: ${FUZZ_REQUESTS} requests`);
  await fuzz(sitePgid);
  log(`extranet fuzz: ${EXTRANET_FUZZ_REQUESTS} API paths as partner@`);
  await fuzzExtranet();
  await fuzzSearch({ origin, indexName: `${MARKET}_${LOCALES[0]}`, searchPage: '/suchen', page: '/', next: random(Number(process.env.RESILIENCE_SEED ?? 27) + 2), memoryMb: () => groupMemoryMb(sitePgid), row, log });
  if (!CI) {
    log('load');
    await loadSteps();
  }
  log('faults: kill -9 during submissions');
  sitePgid = await killDuringSubmissions(receiver, sitePgid);
  if (!CI) {
    log('faults: revalidation webhooks while serving');
    await webhooksWhileServing();
    log('faults: content server stopped');
    await prebuiltPagesWithoutContent(contentPgid);
    contentPgid = null;
    if (BUILD_FAULTS) {
      log('faults: full build with 30% CMS faults');
      await buildWithFaults();
    } else {
      row('faults', 'build with 30% of CMS calls failing', 'not run (--build-faults)');
    }
  }
  await receiver.close();
  if (!CI) {
    // The single site and content server make way for three instances (2 cores).
    for (const pgid of [...groups]) stopGroup(pgid);
    log('redis: a publish across 3 instances and a 10 s Redis outage');
    await publishAcrossInstances();
    log('redis: forms across 3 instances');
    await formsAcrossInstances();
  }
  printTable();
  return rows.every((cells) => cells[4] !== 'NO' || (CI && !CI_GATES.has(cells[1])));
}

const watchdog = setTimeout(() => {
  log(`stopped after ${DEADLINE_MS / 60_000} minutes`);
  printTable();
  stopAll();
  process.exit(2);
}, DEADLINE_MS);
watchdog.unref();

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

main()
  .then((ok) => {
    stopAll();
    process.exit(ok ? 0 : 1);
  })
  .catch((error) => {
    log(error.stack ?? String(error));
    printTable();
    stopAll();
    process.exit(1);
  });
