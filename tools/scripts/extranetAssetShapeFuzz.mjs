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

/** Where a catalogue carries a URL: its two asset fields' file names, their texts, its description. */
const CATALOGUE_PLACES = ['file', 'cover', 'description', 'file.alt', 'cover.title', 'file.title', 'cover.alt'];
/** How many shapes one publish of a gallery folder carries (one picture each). */
const GALLERY_SHAPES = 20;

/** How many shapes one publish of `content` carries. */
export function shapeCapacity(content) {
  return Array.isArray(content.images) ? GALLERY_SHAPES : CATALOGUE_PLACES.length;
}

/**
 * `content` (a catalogue or a gallery folder) with each of `urls` (at most `shapeCapacity`) in a
 * place of its own: a gallery gets a picture per URL (as its file, its alt text or its title,
 * picked by `next`, at a place picked by `next`); a catalogue carries them in its asset fields'
 * file names and texts and its description. The title is set to `marker`, to tell the new answer
 * from an old one.
 */
export function withAssetShapes(content, urls, marker, next) {
  const changed = structuredClone(content);
  changed.title = marker;
  if (Array.isArray(changed.images)) {
    const model = changed.images[0] ?? asset('', '');
    for (const url of urls) {
      const roll = next();
      const picture = roll < 0.6 ? asset(url, 'Fuzzed picture') : roll < 0.8 ? { ...model, alt: url } : { ...model, title: `see ${url}` };
      changed.images.splice(Math.floor(next() * (changed.images.length + 1)), 0, picture);
    }
    return changed;
  }
  urls.forEach((url, index) => {
    const [field, text] = CATALOGUE_PLACES[index].split('.');
    if (field === 'description') changed.description = `Details: ${url}`;
    else if (!text) changed[field] = asset(url, 'Fuzzed file');
    else changed[field] = { ...(changed[field] ?? asset('', '')), [text]: url };
  });
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
 * Publishes the shapes into `stories` (`{ fullSlug, apiPath }`, all at once, as many shapes per
 * publish as the story has places) through the content server's admin API, which announces each
 * publish to the site, then reads the partner's answer until it shows the publish's marker.
 * Restores every story afterwards. Answers counted by status, leaks and server errors as short lines.
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
  let answers = 0;
  let publishes = 0;
  let index = 0;
  const started = Date.now();
  try {
    await Promise.all(
      stories.map(async ({ fullSlug, apiPath }) => {
        const original = originals.get(fullSlug);
        const capacity = shapeCapacity(original.content);
        while (index < shapes.length) {
          const batch = shapes.slice(index, index + capacity);
          index += batch.length;
          // Names no shape's token: the answer's own title must not count as a leak.
          const marker = `Fuzz publish ${(publishes += 1)}`;
          const put = await admin(fullSlug, 'PUT', { content: withAssetShapes(original.content, batch.map(({ url }) => url), marker, next), published: true });
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
          answers += 1;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500 || status <= 0) serverErrors.push(`${status} ${apiPath}`);
          else if (status === 200 && !text.includes(marker)) stale += 1;
          for (const shape of batch) {
            for (const leak of assetShapeLeaks(text, { token: shape.token, assetOrigin: contentOrigin })) leaks.push(`${apiPath} (${shape.url.slice(0, 100)}): ${leak.slice(0, 160)}`);
          }
        }
      }),
    );
  } finally {
    for (const [fullSlug, story] of originals) await (await admin(fullSlug, 'PUT', { content: story.content, published: true })).arrayBuffer();
  }
  return { statuses, leaks, serverErrors, stale, answers, seconds: (Date.now() - started) / 1000 };
}
