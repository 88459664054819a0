import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * V8's explicit compile hint (Chrome 136 on): a script that starts with this comment has all its
 * functions compiled eagerly, on the thread that streams the script in, not on the main thread at
 * their first call. https://v8.dev/blog/explicit-compile-hints
 */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/** The hint followed by the script, or the script as it is when it already starts with the hint. */
export function withCompileHint(script: string): string {
  return script.startsWith(ALL_FUNCTIONS_CALLED_ON_LOAD) ? script : ALL_FUNCTIONS_CALLED_ON_LOAD + script;
}

/** `static/chunks/a.js` or `/_next/static/chunks/a.js` as the chunk's path below `static/chunks/`. */
function chunkPath(file: string): string | undefined {
  const at = file.indexOf('static/chunks/');
  return at === -1 || !file.endsWith('.js') ? undefined : file.slice(at + 'static/chunks/'.length);
}

interface ClientReferenceManifest {
  clientModules?: Record<string, { chunks?: readonly string[] }>;
  entryJSFiles?: Record<string, readonly string[]>;
}

/** The manifests a client reference manifest file (`globalThis.__RSC_MANIFEST[route] = {...}`) sets. */
function clientReferenceManifests(source: string): ClientReferenceManifest[] {
  const scope: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
  runInNewContext(source, scope, { timeout: 1000 });
  return Object.values(scope.__RSC_MANIFEST ?? {});
}

/**
 * The chunks a page loads as it starts, paths below `{distDir}/static/chunks`: the framework's and
 * the runtime's (`build-manifest.json`'s `rootMainFiles`) and those of every route's layouts, pages
 * and client components (the client reference manifests under `server/app`), but for the routes
 * below `exceptRoutes` (folders under `server/app`, e.g. `[locale]/extranet-shell`). What is not
 * among them a page loads on demand, through an `import()`, or only pages of those routes load.
 */
export async function chunksLoadedAtStart(distDir: string, exceptRoutes: readonly string[] = []): Promise<Set<string>> {
  const buildManifest = JSON.parse(await readFile(join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: readonly string[] };
  if (!buildManifest.rootMainFiles?.length) {
    throw new Error(`${join(distDir, 'build-manifest.json')} names no rootMainFiles: the compile hints cannot tell the chunks a page starts with (CLAVIS_TUNING_COMPILE_HINTS=off builds without them)`);
  }
  const files = [...buildManifest.rootMainFiles];
  const serverApp = join(distDir, 'server', 'app');
  const excepted = (name: string) => exceptRoutes.some((route) => name.startsWith(`${route}/`));
  const manifests = (await readdir(serverApp, { recursive: true }))
    .map((name) => name.split('\\').join('/'))
    .filter((name) => name.endsWith('_client-reference-manifest.js') && !excepted(name));
  for (const name of manifests) {
    for (const manifest of clientReferenceManifests(await readFile(join(serverApp, name), 'utf8'))) {
      for (const module of Object.values(manifest.clientModules ?? {})) files.push(...(module.chunks ?? []));
      for (const entry of Object.values(manifest.entryJSFiles ?? {})) files.push(...entry);
    }
  }
  return new Set(files.map(chunkPath).filter((path): path is string => path !== undefined));
}

/**
 * Gives the compile hint to the browser chunks a page loads as it starts (`chunksLoadedAtStart`).
 *
 * When a page hydrates, the browser runs nearly every function of the framework's and the page's
 * chunks within one task (module factories, then React's hydration). Compiled lazily, each function
 * was parsed again and compiled on the main thread at its first call: in a CPU profile of the
 * germany home page, half of that task, which made it the one long task Lighthouse's Total Blocking
 * Time counted (58 to 100 ms over four runs; 3 to 23 ms with the hint, issue #9).
 *
 * Chunks loaded on demand (the extranet's views and their block templates, the login client, zod
 * and the form rules) are libraries of which a page runs a small part. Hinted, their code cache
 * holds every function, and a returning browser reads that cache on the main thread before the
 * script runs: in Lighthouse traces of a signed-in catalogue folder (six loads each way), zod's
 * chunk took 31 ms of the main thread hinted and 21 ms without, the block templates' 14 and 7, the
 * login client's 14 and 9 (issue #41). So they compile lazily, as their functions are first called.
 *
 * For the same reason, the chunks only `returningVisitorRoutes` start with (the signed-in extranet's
 * layout, session and content) compile lazily: its partners come back with the site in their
 * browser's cache, and read those chunks' code caches on every load. In Lighthouse traces of a
 * signed-in catalogue folder (three warm loads each way), the two largest took 11-21 and 6-13 ms of
 * the main thread hinted, 6-11 and 5-8 ms without (issue #41). A chunk any other route starts with
 * keeps the hint: first-time visitors of the public pages come without a code cache.
 *
 * The framework's chunks, which every route starts with, keep it too, at a cost only DevTools sees:
 * with its debugger attached (every Lighthouse run), V8 makes source positions for each function a
 * consumed code cache holds, on the main thread, and a hinted chunk's cache holds all of them. In
 * bench:web's signed-in rows (kept profile) that is 90-170 ms per load (its "code caches" column),
 * where a partner's browser takes 1-10 ms (`npm run trace:code-cache`). Built without the hint, the
 * four extranet rows scored 94-99 instead of 88-98 (two runs each way), the public rows 99-100
 * instead of 100 with their TBT at 43-142 ms instead of 1-28 ms: for first visits, the hint is the
 * faster site, and partners' browsers do not pay what Lighthouse's debugger does (issue #41).
 * Measured again on one machine and day: unhinted, the caches still cost the debugger about half
 * (React DOM's 29-33 ms instead of 44-73, the router's 18-23 instead of 39-47: a cache holds every
 * function the load ran), the signed-in rows scored 93-97 instead of 86-98, and the public home and
 * news list 98 and 99 (median of five, TBT 169 and 123 ms) instead of 100 and 100 (TBT 31-91 ms):
 * without the hint the public rows fall under the framework's floor (99), and the signed-in rows
 * stay under it either way.
 *
 * A chunk's name is its content hash before the hint, and each build adds the hint the same way,
 * so a name still means one content. Next.js calls it after compiling, before it prerenders
 * (`compiler.runAfterProductionCompile`).
 */
export async function addCompileHints({ distDir, returningVisitorRoutes = [] }: { distDir: string; returningVisitorRoutes?: readonly string[] }): Promise<number> {
  const chunksDirectory = join(distDir, 'static', 'chunks');
  const atStart = await chunksLoadedAtStart(distDir, returningVisitorRoutes);
  const names = (await readdir(chunksDirectory, { recursive: true })).filter((name) => name.endsWith('.js') && atStart.has(name.split('\\').join('/')));
  let hinted = 0;
  for (const name of names) {
    const path = join(chunksDirectory, name);
    const script = await readFile(path, 'utf8');
    const withHint = withCompileHint(script);
    if (withHint === script) continue;
    await writeFile(path, withHint);
    hinted += 1;
  }
  return hinted;
}
