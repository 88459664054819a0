const REGISTRY = Symbol.for('@clavis/site-shell/processWide');

type Registry = Map<string, unknown>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/**
 * One value per server process. Next bundles each route (pages, route handlers) on its own, so a
 * module-level variable can exist once per route; the revalidation webhook must reach the very
 * caches the pages read, hence globalThis. Every process-wide value in site-shell goes through here,
 * under one registered symbol: the configuration (`siteConfig`), the composition root's services
 * (`siteServices`), and what the cache handler Node loads from dist/ shares with them (the Redis
 * connection, the pages remembered for a Redis outage).
 */
export function processWide<T>(key: string, create: () => T): T {
  const values = registry();
  if (!values.has(key)) values.set(key, create());
  return values.get(key) as T;
}

/** Drops a process-wide value; the next `processWide(key, ...)` creates it again. */
export function dropProcessWide(key: string): void {
  registry().delete(key);
}
