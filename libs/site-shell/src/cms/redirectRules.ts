import type { CmsClient, DatasourceEntry } from '@clavis/cms-client';
import type { Market } from '@clavis/i18n-routing';

/** The `redirects` datasource (DESIGN.md section 3): legacy path -> target, per market dimension. */
export const REDIRECTS_DATASOURCE = 'redirects';

export type RedirectRules = ReadonlyMap<string, string>;

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The rules of one market: its dimension's target where it has one, else the default value. */
export function redirectRules(entries: readonly DatasourceEntry[]): RedirectRules {
  const rules = new Map<string, string>();
  for (const entry of entries) {
    const target = (entry.dimension_value ?? entry.value).trim();
    if (entry.name.startsWith('/') && target) rules.set(normalise(entry.name), target);
  }
  return rules;
}

/** The target of the rule for `pathname`, as the CMS wrote it (absolute, or a path on the site). */
export function ruleTarget(rules: RedirectRules, pathname: string): string | null {
  return rules.get(normalise(pathname)) ?? null;
}

/**
 * Where a redirect rule sends a request (a permanent redirect): an absolute target leaves the site,
 * a relative one stays on it, with the request's query unless the target has its own.
 */
export function redirectLocation(
  rules: RedirectRules,
  pathname: string,
  search: string,
  origin: string,
): string | null {
  const target = ruleTarget(rules, pathname);
  if (!target) return null;
  if (/^https?:\/\//i.test(target)) return target;
  const url = new URL(target, origin);
  if (!url.search && search) url.search = search;
  return url.toString();
}

export interface RedirectRulesSourceOptions {
  market: Market;
  client: () => Pick<CmsClient, 'getDatasourceEntries'>;
  /** How long the rules are reused, in ms. @default 60000 */
  maxAgeMs?: number;
  now?: () => number;
}

/** The market's redirect rules, with what a webhook tells it. */
export interface RedirectRulesSource {
  (): Promise<RedirectRules>;
  /** The datasource was saved: the next call reads it again. */
  forget(): void;
  /**
   * A story moved: its old path redirects to the new one (the datasource's own rule for that path
   * first) until this process ends or a page is published at the old path again (`unmove`).
   */
  move(fromPath: string, toPath: string): void;
  /** A story was published at this path: a move away from it no longer redirects. */
  unmove(path: string): void;
}

/**
 * The market's redirect rules as the CMS has them, read again once they are `maxAgeMs` old or
 * forgotten, and the moves of stories since the process started. The proxy and the pages (for a
 * route-shaped path without a story) share one source per process.
 */
export function createRedirectRulesSource({
  market,
  client,
  maxAgeMs = 60_000,
  now = Date.now,
}: RedirectRulesSourceOptions): RedirectRulesSource {
  let rules: { at: number; value: Promise<RedirectRules> } | undefined;
  const moves = new Map<string, string>();
  const read = () => {
    if (!rules || now() - rules.at >= maxAgeMs) {
      const value = client()
        .getDatasourceEntries({ datasource: REDIRECTS_DATASOURCE, dimension: market })
        .then(redirectRules)
        // A CMS outage must not take the site down: no rules until the next try.
        .catch((error: unknown) => {
          console.warn(`[redirects] rules unavailable: ${String(error)}`);
          rules = undefined;
          return new Map<string, string>() as RedirectRules;
        });
      rules = { at: now(), value };
    }
    return rules.value;
  };
  const currentRules = async () => {
    const fromCms = await read();
    if (moves.size === 0) return fromCms;
    return new Map([...moves, ...fromCms]) as RedirectRules;
  };
  return Object.assign(currentRules, {
    forget() {
      rules = undefined;
    },
    move(fromPath: string, toPath: string) {
      const from = normalise(fromPath);
      const to = normalise(toPath);
      if (from === to) return;
      moves.delete(to);
      // A story moved twice: its first path follows it to the newest.
      for (const [path, target] of moves) if (target === from) moves.set(path, to);
      moves.set(from, to);
    },
    unmove(path: string) {
      moves.delete(normalise(path));
    },
  });
}
