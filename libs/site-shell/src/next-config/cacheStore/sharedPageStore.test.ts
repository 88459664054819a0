/** @jest-environment node */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import { dropProcessWide } from '../../process/processWide';
import { FileSystemCache, withSharedStore } from '@clavis/next-tuning/cache-handler';
import { sharedPageStore } from './sharedPageStore';

const SharedFileSystemCache = withSharedStore(sharedPageStore, FileSystemCache);

type SetArguments = Parameters<InstanceType<typeof SharedFileSystemCache>['set']>;

/** A rendered route handler (the sitemap) as Next.js hands it to the cache. */
const sitemap = {
  kind: 'APP_ROUTE',
  body: Buffer.from('<urlset/>'),
  headers: { 'content-type': 'application/xml' },
  status: 200,
} as unknown as SetArguments[1];
const context = {
  cacheControl: { revalidate: 60, expire: undefined },
} as unknown as SetArguments[2];

describe('sharedPageStore on the file system alone', () => {
  let serverDistDir: string;
  const previous = process.env['CACHE_DISK_WRITES'];

  beforeEach(() => {
    serverDistDir = mkdtempSync(join(tmpdir(), 'clavis-cache-'));
    // The environment is read once per process; each test sets its own.
    dropProcessWide('siteConfig');
  });
  afterEach(() => {
    rmSync(serverDistDir, { recursive: true, force: true });
    if (previous === undefined) delete process.env['CACHE_DISK_WRITES'];
    else process.env['CACHE_DISK_WRITES'] = previous;
  });

  function cache() {
    return new SharedFileSystemCache({
      fs: nodeFs,
      serverDistDir,
      flushToDisk: true,
      maxMemoryCacheSize: 1024 * 1024,
      revalidatedTags: [],
    } as unknown as ConstructorParameters<typeof SharedFileSystemCache>[0]);
  }

  it('writes a rendered page into the build folder by default', async () => {
    await cache().set('/de/sitemap.xml', sitemap, context);
    expect(existsSync(join(serverDistDir, 'app', 'de', 'sitemap.xml.body'))).toBe(true);
  });

  it('keeps a rendered page in memory only with CACHE_DISK_WRITES=off, and still serves it', async () => {
    process.env['CACHE_DISK_WRITES'] = 'off';
    const store = cache();
    await store.set('/fr/sitemap.xml', sitemap, context);
    expect(existsSync(join(serverDistDir, 'app', 'fr', 'sitemap.xml.body'))).toBe(false);
    const entry = await store.get('/fr/sitemap.xml', {
      kind: 'APP_ROUTE',
      isRoutePPREnabled: false,
      isFallback: false,
    } as unknown as Parameters<InstanceType<typeof SharedFileSystemCache>['get']>[1]);
    expect(entry?.value).toMatchObject({ kind: 'APP_ROUTE', status: 200 });
  });
});
