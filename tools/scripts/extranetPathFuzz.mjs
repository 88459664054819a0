// Request targets for fuzzing the extranet API's path as a signed-in partner (issue #35): real
// paths the partner may open, walked towards what their groups forbid through every spelling of a
// separator and a dot segment that a URL parser, a router or a CMS might read differently.

const SEPARATORS = ['/', '/', '%2F', '%2f', '%252F', '%5C', '%5c', '\\', '//', '/./', ';/', '%2F.%2F', '%u002F'];
const DOTS = ['..', '..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '..;', '..%00', '%c0%ae%c0%ae', '.'];
const TAILS = ['', '', '', '/', '?download', ';jsessionid=1', '%00', '#x', '?x=..%2F'];

/**
 * `count` request targets below `/api/extranet/`, seeded by `next` (a generator of [0, 1)):
 * - `seeds`: segment lists the partner may open (`['de', 'kataloge']`, a signed picture link's segments);
 * - `forbidden`: segment lists the partner must never reach (the BU Italia documentation's pages
 *   and files, the content server's admin API).
 */
export function extranetFuzzTargets({ seeds, forbidden, count, next }) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  // Percent-encodings in either case: a check that knows only one spelling misses the other.
  const shout = (text) => text.replace(/%[0-9a-f]{2}/gi, (escape) => (next() < 0.5 ? escape.toUpperCase() : escape.toLowerCase()));
  const join = (segments) => segments.reduce((path, segment, index) => (index === 0 ? segment : `${path}${pick(SEPARATORS)}${segment}`), '');
  return Array.from({ length: count }, () => {
    const seed = pick(seeds);
    const target = pick(forbidden);
    const roll = next();
    let path;
    if (roll < 0.3) {
      // The target behind the seed's locale, its own separators respelt (the encoded-slash finding).
      path = join([seed[0], ...target]);
    } else if (roll < 0.75) {
      // A walk up from a seed (a page, or a signed link's picture size) and down to the target.
      const base = next() < 0.4 && seed.length > 3 ? [...seed, 'm'] : seed;
      const ups = Array.from({ length: 1 + Math.floor(next() * 8) }, () => pick(DOTS));
      path = join([...base, ...ups, ...target]);
    } else {
      // A seed mutated in one place: an extra dot, separator or encoded segment inside it.
      const segments = [...seed];
      segments.splice(Math.floor(next() * (segments.length + 1)), 0, pick([...DOTS, ...SEPARATORS, encodeURIComponent(target.join('/')), encodeURIComponent(encodeURIComponent(target.join('/')))]));
      path = join(segments);
    }
    return `/api/extranet/${shout(path).replace(/\/+$/, next() < 0.5 ? '' : '/')}${pick(TAILS)}`;
  });
}
