import { mkdir, open, type FileHandle } from 'node:fs/promises';
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

/** Whether the file's last byte ends a line (an empty file counts as ended). */
async function endsWithNewline(handle: FileHandle, size: number): Promise<boolean> {
  if (size === 0) return true;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  return last[0] === 0x0a;
}

/**
 * Appends one line and returns only once it is on disk (fsync of the file, and of its folder the
 * first time, so the file's own entry survives a crash too). A line torn by a crash mid-write is
 * closed first, so the new line never fuses with it into one unreadable record.
 */
export async function appendDurably(path: string, line: string): Promise<void> {
  const dir = dirname(path);
  if (!createdDirs.has(dir)) {
    await mkdir(dir, { recursive: true });
    createdDirs.add(dir);
  }
  const handle = await open(path, 'a+');
  let isNew = false;
  try {
    const { size } = await handle.stat();
    isNew = size === 0;
    const separator = (await endsWithNewline(handle, size)) ? '' : '\n';
    await handle.appendFile(`${separator}${line.endsWith('\n') ? line : `${line}\n`}`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (isNew) await syncDirectory(dir);
}
