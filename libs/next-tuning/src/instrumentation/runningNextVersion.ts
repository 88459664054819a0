import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The version of the Next.js that serves from `directory` (the server's working directory, the
 * app): the first `node_modules/next/package.json` up from it, as Node resolves `next`. Read from
 * the file rather than imported because this module is bundled into the app, where an import of
 * `next/package.json` would be the bundler's copy. Undefined when none is found.
 */
export function runningNextVersion(directory: string = process.cwd()): string | undefined {
  for (let current = directory; ; current = dirname(current)) {
    try {
      return (JSON.parse(readFileSync(join(current, 'node_modules/next/package.json'), 'utf8')) as { version: string }).version;
    } catch {
      if (dirname(current) === current) return undefined;
    }
  }
}
