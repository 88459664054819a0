import { mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';

const createdDirs = new Set<string>();

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Appends one line and returns only once it is on disk (fsync of the file, and of its folder the
 * first time, so the file's own entry survives a crash too).
 */
export async function appendDurably(path: string, line: string): Promise<void> {
  const dir = dirname(path);
  if (!createdDirs.has(dir)) {
    await mkdir(dir, { recursive: true });
    createdDirs.add(dir);
  }
  const handle = await open(path, 'a');
  let isNew = false;
  try {
    isNew = (await handle.stat()).size === 0;
    await handle.appendFile(line.endsWith('\n') ? line : `${line}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (isNew) await syncDirectory(dir);
}
