/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { ALL_TUNING_ON } from '../switches';
import { createCacheHandler } from './createCacheHandler';
import type { CacheEntry, SharedStore, SharedStoreOptions } from './sharedStore';

const KEY = '/de/sitemap.xml';
const route = (body: string) => ({ kind: 'APP_ROUTE', body: Buffer.from(body), headers: {}, status: 200 }) as never;
const context = { cacheControl: { revalidate: 60, expire: undefined } } as never;
const lookup = { kind: 'APP_ROUTE', isRoutePPREnabled: false, isFallback: false } as never;
const bodyOf = (entry: unknown) => String((entry as { value?: { body?: Buffer } } | null)?.value?.body);

/** A shared store in a Map, which can be taken away (an outage). */
function fakeShared() {
  const entries = new Map<string, CacheEntry>();
  let available = true;
  const store: SharedStore = {
    handler: {
      get: async (key: string) => entries.get(key) ?? null,
      set: async (key, value) => {
        entries.set(key, { value, lastModified: Date.now() } as unknown as CacheEntry);
      },
      revalidateTag: async () => undefined,
    },
    isAvailable: () => available,
  };
  return { entries, store, setAvailable: (value: boolean) => (available = value) };
}

describe('the shared page store (switch sharedPageCache)', () => {
  let serverDistDir: string;
  let shared: ReturnType<typeof fakeShared>;
  let remembered: Map<string, CacheEntry>;
  let options: SharedStoreOptions;
  const handler = (switches = ALL_TUNING_ON) => {
    const Handler = createCacheHandler({ isNoRoutePage: () => false, switches, shared: options });
    return new Handler({ fs: nodeFs, serverDistDir, flushToDisk: true, dev: false, revalidatedTags: [], _requestHeaders: {} } as never);
  };

  beforeEach(() => {
    serverDistDir = mkdtempSync(join(tmpdir(), 'shared-store-'));
    shared = fakeShared();
    remembered = new Map();
    options = {
      open: () => shared.store,
      writesToDisk: () => true,
      remembered: { get: (key) => remembered.get(key), remember: (key, entry) => remembered.set(key, entry), forget: () => remembered.clear() },
    };
  });
  afterEach(() => rmSync(serverDistDir, { recursive: true, force: true }));

  it('reads what another instance wrote to the shared store, and remembers it for an outage', async () => {
    shared.entries.set(KEY, { value: route('from another instance'), lastModified: Date.now() } as unknown as CacheEntry);
    expect(bodyOf(await handler().get(KEY, lookup))).toBe('from another instance');
    shared.setAvailable(false);
    expect(bodyOf(await handler().get(KEY, lookup))).toBe('from another instance');
  });

  it('writes to both, and answers from the file system while the shared store is away', async () => {
    await handler().set(KEY, route('rendered here'), context);
    expect(shared.entries.has(KEY)).toBe(true);
    shared.setAvailable(false);
    expect(bodyOf(await handler().get(KEY, lookup))).toBe('rendered here');
  });

  it('off: Next.js’s file-system cache alone, the shared store never asked', async () => {
    shared.entries.set(KEY, { value: route('from another instance'), lastModified: Date.now() } as unknown as CacheEntry);
    const alone = handler({ ...ALL_TUNING_ON, sharedPageCache: false });
    expect(await alone.get(KEY, lookup)).toBeNull();
    await alone.set(KEY, route('rendered here'), context);
    expect(bodyOf(shared.entries.get(KEY))).toBe('from another instance');
    expect(bodyOf(await alone.get(KEY, lookup))).toBe('rendered here');
  });
});
