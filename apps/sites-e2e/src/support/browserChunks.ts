/** A browser chunk of the site's build: a script under `/_next/static/`. */
export function isChunk(url: string): boolean {
  return new URL(url).pathname.startsWith('/_next/static/') && url.endsWith('.js');
}

/** next-tuning's V8 compile hint, the first line of a hinted chunk. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Whether a chunk's text starts with the compile hint. */
export function hasCompileHint(script: string): boolean {
  return script.startsWith(COMPILE_HINT);
}
