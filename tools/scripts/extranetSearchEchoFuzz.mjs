// The extranet search fuzzed with echoed asset URLs, for check:resilience: a partner puts the CMS
// URLs of files (the BU Italia documentation's, which they may not see, and others) into every field
// of `POST /api/extranet/search` that the answer might echo (the query, the params in either shape,
// highlight and snippet tags, facet search, the index name, filters, attributes). No answer may
// carry a signed link to a file the partner may not see, nor any CMS asset URL at all; and no signed
// link an answer carries may serve such a file.

/** A signed link of the site (a file's or a ZIP's) in an answer's text: its grant, then its path. */
export const SIGNED_LINK = /\/api\/extranet\/(?:files|zip)\/([\w-]+)\.[\w-]+\/([^"\s\\<>]+)/g;
/** A CMS asset path in text, on any host, glued to anything. */
const ASSET_PATH = /f\/\d+\//;

/** The CMS asset paths (`f/287000/...`) of the given stories' asset fields, as the content server publishes them. */
export async function storyAssetPaths(contentOrigin, slugs, token = 'clavis-local-public-token') {
  const paths = [];
  const collect = (value) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      if (value.fieldtype === 'asset' && typeof value.filename === 'string' && value.filename) paths.push(new URL(value.filename, contentOrigin).pathname.slice(1));
      else Object.values(value).forEach(collect);
    }
  };
  for (const slug of slugs) {
    const response = await fetch(`${contentOrigin}/v2/cdn/stories/${slug}?token=${token}`);
    if (!response.ok) throw new Error(`${slug}: the content server answered ${response.status}`);
    collect((await response.json()).story.content);
  }
  return [...new Set(paths)];
}

/**
 * Every spelling of one asset's URL a search box or a client might send: absolute on the asset
 * origin and on Storyblok's hosts (protocol-relative and shouting too), root-relative, bare, with
 * the size segment a picture has, with the image service's tail or a query, encoded once and twice.
 * `path` is `f/{space}/[{w}x{h}/]{hash}/{file}`.
 */
export function assetUrlShapes(path, assetOrigin) {
  const [f, space, ...rest] = path.split('/');
  const sized = /^\d+x\d+$/.test(rest[0] ?? '') ? path : [f, space, '0x0', ...rest].join('/');
  const absolute = `${assetOrigin}/${path}`;
  return [
    absolute,
    `${assetOrigin}/${sized}`,
    `https://a.storyblok.com/${path}`,
    `//a2.storyblok.com/${path}`,
    absolute.toUpperCase(),
    `/${path}`,
    path,
    `${absolute}/m/800x0`,
    `${absolute}?token=x`,
    encodeURIComponent(absolute),
    encodeURIComponent(encodeURIComponent(absolute)),
    `see ${absolute} please`,
  ];
}

/**
 * `count` extranet search bodies, each with URLs picked by `next` (a generator of [0, 1)) in one or
 * more caller-controlled fields of `indexName`'s requests.
 */
export function echoedAssetBodies({ urls, indexName, count, next }) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const url = () => pick(urls);
  const encoded = (value) => encodeURIComponent(value);
  const requests = [
    () => ({ indexName, params: { query: url() } }),
    () => ({ indexName, params: `query=${encoded(url())}&hitsPerPage=5` }),
    () => ({ indexName, params: `query=&highlightPreTag=${encoded(url())}&highlightPostTag=${encoded(url())}&hitsPerPage=3` }),
    () => ({ indexName, params: { query: '', highlightPreTag: url(), highlightPostTag: url(), hitsPerPage: 3 } }),
    () => ({ indexName, params: { query: 'partner', attributesToSnippet: ['text:5'], snippetEllipsisText: url() } }),
    () => ({ indexName, type: 'facet', facet: 'type', params: { facetQuery: url(), query: url() } }),
    () => ({ indexName, type: 'facet', facet: url(), params: { facetQuery: 'a' } }),
    () => ({ indexName: url(), params: { query: url() } }),
    () => ({ indexName: `${indexName}_${url()}`, params: '' }),
    () => ({ indexName, params: { query: '', filters: `type:"${url()}"` } }),
    () => ({ indexName, params: { query: '', facetFilters: [[`type:${url()}`]] } }),
    () => ({ indexName, params: { query: '', attributesToRetrieve: [url(), 'image'], attributesToHighlight: [url(), 'image'] } }),
    () => ({ indexName, query: url() }),
    () => ({ indexName, params: { query: url(), [url()]: url() } }),
  ];
  return Array.from({ length: count }, () => {
    const many = next() < 0.25;
    const body = { requests: Array.from({ length: many ? 2 + Math.floor(next() * 3) : 1 }, () => pick(requests)()) };
    return next() < 0.1 ? { ...body, [url()]: url() } : body;
  });
}

/**
 * A text as a reader might decode it, lower-cased: raw, with `/` written as an HTML entity or a
 * JSON escape read back, then up to three rounds of percent-decoding.
 */
export function readings(text) {
  let current = text.replace(/&#x0*2f;|&#0*47;|&sol;/gi, '/').replace(/\\u002f/gi, '/');
  const forms = [text, current];
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(current); round += 1) {
    current = current.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
    forms.push(current);
  }
  return forms.map((form) => form.toLowerCase());
}

/**
 * What an answer carries that it must not: signed links to `forbidden` paths (or to a forbidden
 * file's name under another folder), and CMS asset URLs (the asset origin's host, or an asset path
 * outside a signed link), read raw and decoded. Also the signed links it carries, to try.
 */
export function echoLeaks(text, { assetOrigin, forbidden }) {
  const host = new URL(assetOrigin).host.toLowerCase();
  const forbiddenNames = new Set(forbidden.map((path) => path.split('/').pop()));
  const links = [...text.matchAll(SIGNED_LINK)].map(([href, , path]) => ({ href, path }));
  const forbiddenLinks = links.filter(({ path }) => forbidden.includes(path) || forbiddenNames.has(path.split('/').pop())).map(({ href }) => href);
  const rest = text.replace(SIGNED_LINK, '');
  const assetUrls = readings(rest).some((form) => form.includes(host) || ASSET_PATH.test(form)) ? [rest.slice(0, 200)] : [];
  const names = [...forbiddenNames].filter((name) => readings(rest).some((form) => form.includes(name.toLowerCase())));
  return { links: links.map(({ href }) => href), forbiddenLinks, assetUrls, names };
}

/**
 * Posts every body to `origin`'s extranet search with `authorization` (`concurrency` at a time),
 * then asks for every distinct signed link the answers carried (at most `maxLinks`): counts of
 * answers by status, and what leaked (each a short line: body, then what).
 */
export async function fuzzEchoedAssetSearch({ origin, authorization, bodies, assetOrigin, forbidden, markers, concurrency = 10, maxLinks = 50 }) {
  const statuses = new Map();
  const leaks = [];
  const serverErrors = [];
  const links = new Set();
  let index = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (index < bodies.length) {
        const body = bodies[index++];
        const label = JSON.stringify(body).slice(0, 120);
        let status = 0;
        let text = '';
        try {
          const response = await fetch(`${origin}/api/extranet/search`, {
            method: 'POST',
            headers: { authorization, 'content-type': 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(15_000),
          });
          status = response.status;
          text = await response.text();
        } catch {
          // no answer within 15 s: counted as status 0
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 || status <= 0) serverErrors.push(`${status} ${label}`);
        const found = echoLeaks(text, { assetOrigin, forbidden });
        for (const href of found.links) links.add(href);
        if (found.forbiddenLinks.length > 0) leaks.push(`${status} ${label}: signed link ${found.forbiddenLinks[0]}`);
        if (found.assetUrls.length > 0) leaks.push(`${status} ${label}: CMS asset URL in ${found.assetUrls[0]}`);
        if (found.names.length > 0) leaks.push(`${status} ${label}: names ${found.names[0]}`);
      }
    }),
  );
  // Whatever links the answers carried: none may serve a file the partner may not see.
  let tried = 0;
  for (const href of [...links].slice(0, maxLinks)) {
    tried += 1;
    const response = await fetch(`${origin}${href}`, { signal: AbortSignal.timeout(15_000) }).catch(() => null);
    if (!response?.ok) continue;
    const served = Buffer.from(await response.arrayBuffer()).toString('latin1');
    const marker = markers.find((text) => served.includes(text));
    if (marker) leaks.push(`${response.status} ${href}: serves ${marker}`);
  }
  return { statuses, leaks, serverErrors, links: links.size, tried, seconds: (Date.now() - started) / 1000 };
}
