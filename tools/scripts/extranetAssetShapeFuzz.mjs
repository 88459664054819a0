// Extranet answers of fuzzed asset shapes, for check:resilience: an editor's story carries asset
// URLs in every shape a real Storyblok space (or a careless editor) writes: pictures with a size,
// documents without, the `x` sizes some files carry, regional and custom asset hosts, the image
// service's tail, queries, encodings, and the URL pasted into a text field. Each shape is
// published into an extranet story the partner may read, and the partner's answer for it must
// carry no CMS asset URL: every asset reaches them as a signed link of the site, or not at all.
import { echoLeaks, readings, SIGNED_LINK } from './extranetSearchEchoFuzz.mjs';

/** Hosts a Storyblok space's assets are served from, by region, and a custom asset domain. */
const ASSET_HOSTS = [
  'a.storyblok.com',
  'a2.storyblok.com',
  'a-us.storyblok.com',
  'a-ca.storyblok.com',
  'a-ap.storyblok.com',
  'a.storyblokchina.cn',
  's3.amazonaws.com/a.storyblok.com',
  'assets.clavis.example',
];
const SIZES = ['', '', '800x600/', '0x0/', 'x/', '1200x/', 'x400/'];
const FILES = ['partner-price-list.pdf', 'Partner Brochure 2026.PDF', 'plan.zip', 'photo.jpg', 'photo.webp', 'logo.svg', 'sheet.docx', 'tool.exe', 'a.b.c.pdf', 'schlüssel.pdf'];
const TAILS = ['', '', '', '/m/', '/m/400x300/filters:focal(10x10:20x20)', '?cv=1733000000', '#page=2', '/', '?token=x&download'];

/** A percent-encoding that a reader decodes back, or an HTML entity for the slashes. */
const ENCODINGS = [(url) => url, (url) => url, (url) => url, encodeURIComponent, (url) => encodeURIComponent(encodeURIComponent(url)), (url) => url.replaceAll('/', '&#x2f;'), (url) => url.toUpperCase()];

/**
 * `count` asset URLs picked by `next` (a generator of [0, 1)), each naming its own `token` in its
 * hash segment so that an answer can be searched for it: `{ token, url }`.
 */
export function fuzzedAssetUrls({ contentOrigin, count, next, space = 287000 }) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const contentHost = new URL(contentOrigin).host;
  return Array.from({ length: count }, (_, index) => {
    const token = `fz${index.toString(36)}q${Math.floor(next() * 36 ** 4).toString(36)}`;
    const path = `f/${space}/${pick(SIZES)}${token}/${pick(FILES)}`;
    const host = next() < 0.4 ? contentHost : pick(ASSET_HOSTS);
    const scheme = pick(['https://', 'http://', '//', 'HTTPS://']);
    const absolute = `${scheme}${host}/${path}${pick(TAILS)}`;
    const url = pick([absolute, absolute, absolute, `/${path}`, path, ` ${absolute} `]);
    return { token, url: pick(ENCODINGS)(url) };
  });
}

const asset = (filename, label) => ({ id: 1, filename, alt: label, title: label, name: '', focus: null, fieldtype: 'asset' });

/**
 * `content` (a catalogue or a gallery folder) with `url` put in one place picked by `next`: an
 * asset field's file name (a catalogue's file or cover, one of a gallery's pictures), its alt or
 * title text, or a description; the title set to `marker`, to tell the new answer from an old one.
 */
export function withAssetShape(content, url, marker, next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const changed = structuredClone(content);
  changed.title = marker;
  if (Array.isArray(changed.images)) {
    const at = Math.floor(next() * (changed.images.length + 1));
    const picture = pick([asset(url, 'Fuzzed picture'), { ...(changed.images[0] ?? asset('', '')), alt: url }, { ...(changed.images[0] ?? asset('', '')), title: `see ${url}` }]);
    changed.images.splice(at, 0, picture);
    return changed;
  }
  const place = pick(['file', 'file', 'cover', 'file-alt', 'cover-title', 'description']);
  if (place === 'file' || place === 'cover') changed[place] = asset(url, 'Fuzzed file');
  else if (place === 'file-alt') changed.file = { ...(changed.file ?? asset('', '')), alt: url };
  else if (place === 'cover-title') changed.cover = { ...(changed.cover ?? asset('', '')), title: url };
  else changed.description = `Details: ${url}`;
  return changed;
}

/**
 * What of `text` (an answer) names a fuzzed asset other than in a signed link of the site: the
 * shape's `token` outside one, read raw and decoded, or any CMS asset URL (`echoLeaks`).
 */
export function assetShapeLeaks(text, { token, assetOrigin }) {
  const found = echoLeaks(text, { assetOrigin, forbidden: [] });
  const outsideLinks = text.replace(SIGNED_LINK, '');
  const named = readings(outsideLinks).some((form) => form.includes(token.toLowerCase()));
  return [...found.assetUrls, ...(named ? [`the shape ${token}`] : [])];
}


/**
 * Publishes each shape into one of `stories` (`{ fullSlug, apiPath }`, `concurrency` of them at a
 * time, one shape per story at a time) through the content server's admin API, which announces it
 * to the site, then reads the partner's answer until it shows the shape's marker. Restores every
 * story afterwards. Answers counted by status, leaks and server errors as short lines.
 */
export async function fuzzAssetShapeAnswers({ origin, contentOrigin, authorization, stories, shapes, next, freshWithinMs = 5_000 }) {
  const admin = (fullSlug, method, body) =>
    fetch(`${contentOrigin}/__admin/stories/${fullSlug}`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body && JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
  const originals = new Map();
  for (const { fullSlug } of stories) originals.set(fullSlug, (await (await admin(fullSlug, 'GET')).json()).story);
  const statuses = new Map();
  const leaks = [];
  const serverErrors = [];
  let stale = 0;
  let index = 0;
  const started = Date.now();
  try {
    await Promise.all(
      stories.map(async ({ fullSlug, apiPath }) => {
        const original = originals.get(fullSlug);
        while (index < shapes.length) {
          const shape = shapes[index++];
          const marker = `Fuzz ${shape.token}`;
          const put = await admin(fullSlug, 'PUT', { content: withAssetShape(original.content, shape.url, marker, next), published: true });
          await put.arrayBuffer();
          if (!put.ok) throw new Error(`the content server refused a fuzzed ${fullSlug} (${put.status})`);
          let status = 0;
          let text = '';
          for (const until = Date.now() + freshWithinMs; ; ) {
            try {
              const response = await fetch(`${origin}${apiPath}`, { headers: { authorization }, signal: AbortSignal.timeout(15_000) });
              status = response.status;
              text = await response.text();
            } catch {
              status = 0;
            }
            if (status !== 200 || text.includes(marker) || Date.now() > until) break;
          }
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500 || status <= 0) serverErrors.push(`${status} ${apiPath} (${shape.url.slice(0, 100)})`);
          else if (status === 200 && !text.includes(marker)) stale += 1;
          for (const leak of assetShapeLeaks(text, { token: shape.token, assetOrigin: contentOrigin })) leaks.push(`${apiPath} (${shape.url.slice(0, 100)}): ${leak.slice(0, 160)}`);
        }
      }),
    );
  } finally {
    for (const [fullSlug, story] of originals) await (await admin(fullSlug, 'PUT', { content: story.content, published: true })).arrayBuffer();
  }
  return { statuses, leaks, serverErrors, stale, seconds: (Date.now() - started) / 1000 };
}
