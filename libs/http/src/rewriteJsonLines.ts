import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname } from 'node:path';
import { appendDurably } from './appendDurably';

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function readFrom(handle: FileHandle, position: number): Promise<Buffer> {
  const { size } = await handle.stat();
  if (size <= position) return Buffer.alloc(0);
  const buffer = Buffer.alloc(size - position);
  const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
  return buffer.subarray(0, bytesRead);
}

/** The complete lines of `bytes` (up to its last newline) and where the unfinished rest begins. */
function completeLines(bytes: Buffer): { lines: string[]; consumed: number } {
  const end = bytes.lastIndexOf(0x0a) + 1;
  const lines = bytes.subarray(0, end).toString('utf8').split('\n').filter((line) => line.trim() !== '');
  return { lines, consumed: end };
}

function parse<T>(line: string): T | undefined {
  try {
    return JSON.parse(line) as T;
  } catch {
    return undefined;
  }
}

/**
 * Rewrites a JSON-lines file without the records `remove` picks, and returns how many it dropped
 * (the file is left alone when none).
 * The new file is written beside the old, fsync'd, renamed over it and the folder fsync'd, so a
 * crash leaves the old file or the new one, never a mix. A line appended to the old file while it
 * was rewritten (another process) is carried over to the new one; an unreadable line (torn by a
 * crash, never acknowledged) is dropped with the rest.
 */
export async function rewriteJsonLines<T>(path: string, remove: (record: T) => boolean): Promise<number> {
  let original: FileHandle;
  try {
    original = await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  try {
    const { lines, consumed } = completeLines(await readFrom(original, 0));
    const kept: string[] = [];
    let removed = 0;
    for (const line of lines) {
      const record = parse<T>(line);
      if (record === undefined) continue;
      if (remove(record)) removed += 1;
      else kept.push(line);
    }
    if (removed === 0) return 0;

    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(kept.map((line) => `${line}\n`).join(''));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    await syncDirectory(dirname(path));

    // What reached the old file since it was read (an append by another process that opened it
    // before the rename) would be lost with it: it goes on at the end of the new one.
    const late = completeLines(await readFrom(original, consumed)).lines;
    for (const line of late) {
      const record = parse<T>(line);
      if (record === undefined) continue;
      if (remove(record)) removed += 1;
      else await appendDurably(path, line);
    }
    return removed;
  } finally {
    await original.close();
  }
}
