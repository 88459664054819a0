import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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

/**
 * Gives every browser chunk of a production build (`{distDir}/static/chunks`) the compile hint.
 *
 * When a page hydrates, the browser runs nearly every function of the framework's and the page's
 * chunks within one task (module factories, then React's hydration). Compiled lazily, each function
 * was parsed again and compiled on the main thread at its first call: in a CPU profile of the
 * germany home page, half of that task, which made it the one long task Lighthouse's Total Blocking
 * Time counted (58 to 100 ms over four runs; 3 to 23 ms with the hint, issue #9). A block's chunk,
 * loaded only where the block appears, runs most of its code when it mounts, so it gets the hint
 * too. A chunk's name is its content hash before the hint, and each build adds the hint the same
 * way, so a name still means one content.
 *
 * Next.js calls it after compiling, before it prerenders (`compiler.runAfterProductionCompile`).
 */
export async function addCompileHints({ distDir }: { distDir: string }): Promise<number> {
  const chunksDirectory = join(distDir, 'static', 'chunks');
  const names = (await readdir(chunksDirectory, { recursive: true })).filter((name) => name.endsWith('.js'));
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
