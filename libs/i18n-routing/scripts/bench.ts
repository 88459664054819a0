// `nx run i18n-routing:bench`: matches per second of matchPath over 100,000 mixed real and unknown
// paths of the global market (all nine locales), median of several timed passes after a warm-up.
import { getMarketConfig, localizePath, matchPath, ROUTES, type RouteParams } from '../src/index';

const TOTAL = 100_000;
const RUNS = 15;

// A small deterministic PRNG (mulberry32), so every run measures the same paths.
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = createRandom(20261122);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const words = [
  'futura',
  'smart-pro-mini',
  'chiave-auto',
  'transponder',
  '2025',
  'x1',
  'serie-9',
  'a',
];
const slug = () => `${pick(words)}-${Math.floor(random() * 1000)}`;

function params(route: (typeof ROUTES)[number]): RouteParams {
  const result: RouteParams = {};
  for (const name of route.params) {
    if (name === 'customSlug') result.customSlug = pick(['thank-you', 'landing-smart-pro-mini']);
    else if (name === 'category')
      result.category = Array.from({ length: 1 + Math.floor(random() * 3) }, slug).join('/');
    else result[name] = slug();
  }
  return result;
}

const { locales } = getMarketConfig('global');
const paths: string[] = [];
let real = 0;
while (paths.length < TOTAL) {
  if (random() < 0.7) {
    const route = pick(ROUTES);
    paths.push(
      localizePath({
        market: 'global',
        locale: pick(locales),
        route: route.name,
        params: params(route),
      }),
    );
    real++;
  } else {
    // Unknown: a missing or foreign prefix, a wrong-locale word, an extra segment, a trailing slash.
    const base = localizePath({
      market: 'global',
      locale: pick(locales),
      route: pick(ROUTES).name,
      params: { slug: 'x', folder_slug: 'y', category: 'z', customSlug: 'thank-you' },
    });
    const variants = [
      base.slice(3) || '/nothing',
      `/xx${base.slice(3)}`,
      `${base}/${slug()}/${slug()}/${slug()}`,
      `${base}/`,
      `/${pick(locales)}/${slug()}/${slug()}`,
      base.toUpperCase(),
    ];
    paths.push(pick(variants));
  }
}

let matched = 0;
function pass(): number {
  let hits = 0;
  for (let i = 0; i < paths.length; i++) {
    if (matchPath({ market: 'global', pathname: paths[i] as string }) !== null) hits++;
  }
  return hits;
}

for (let i = 0; i < 3; i++) matched = pass(); // warm-up (JIT)
const timings: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = process.hrtime.bigint();
  pass();
  timings.push(Number(process.hrtime.bigint() - start) / 1e6);
}
timings.sort((a, b) => a - b);
const median = timings[Math.floor(RUNS / 2)] as number;
const perSecond = Math.round(TOTAL / (median / 1000));

console.log(
  `matchPath (global, 9 locales): ${TOTAL.toLocaleString('en')} paths (${real.toLocaleString('en')} generated from routes, ` +
    `${(TOTAL - real).toLocaleString('en')} distorted, mostly unknown; ${matched.toLocaleString('en')} matched)`,
);
console.log(
  `median of ${RUNS} passes: ${median.toFixed(1)} ms -> ${perSecond.toLocaleString('en')} matches per second ` +
    `(fastest ${timings[0]?.toFixed(1)} ms, slowest ${timings[RUNS - 1]?.toFixed(1)} ms)`,
);
