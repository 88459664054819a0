import type { DatasourceEntry } from '@clavis/cms-client';

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

/**
 * Where a redirect rule sends a request (a permanent redirect): an absolute target leaves the site,
 * a relative one stays on it, with the request's query unless the target has its own.
 */
export function redirectLocation(rules: RedirectRules, pathname: string, search: string, origin: string): string | null {
  const target = rules.get(normalise(pathname));
  if (!target) return null;
  if (/^https?:\/\//i.test(target)) return target;
  const url = new URL(target, origin);
  if (!url.search && search) url.search = search;
  return url.toString();
}
