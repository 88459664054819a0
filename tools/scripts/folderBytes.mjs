// How much a build output holds on disk, for the benches.
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Bytes of the files under a path, symbolic links not followed (as `du -sb`); 0 when it is missing. */
export function folderBytes(path) {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + folderBytes(join(path, name)), stat.size);
}
