import { mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';

/** One download: who, what, when (DESIGN.md section 6). */
export interface DownloadRecord {
  /** ISO time of the download. */
  at: string;
  sub: string;
  email?: string;
  kind: 'file' | 'zip';
  /** The CMS asset path (`f/287000/...`) or the gallery folder's full slug. */
  path: string;
  /** The picture size asked for (`800x0`), when not the original. */
  size?: string;
  status: number;
}

export interface AuditLog {
  append(record: DownloadRecord): Promise<void>;
}

/**
 * The audit file: JSON lines, opened for appending only (O_APPEND, never truncated or rewritten),
 * each line synced to disk before the download starts.
 */
export function createAuditLog(file: string): AuditLog {
  let folderReady: Promise<unknown> | undefined;
  // One write at a time keeps lines whole and in order within this process.
  let queue: Promise<void> = Promise.resolve();
  return {
    append(record) {
      folderReady ??= mkdir(dirname(file), { recursive: true });
      const write = async () => {
        await folderReady;
        const handle = await open(file, 'a');
        try {
          await handle.appendFile(`${JSON.stringify(record)}\n`);
          await handle.sync();
        } finally {
          await handle.close();
        }
      };
      const done = queue.then(write);
      queue = done.catch(() => undefined);
      return done;
    },
  };
}
