import { mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';

/** One download attempt: who, what, when, and how it ended. */
export interface DownloadRecord {
  /** ISO time of the attempt. */
  at: string;
  /** The link's holder by their opaque id (never the e-mail); absent when the link could not be verified (tampered, malformed). */
  holder?: string;
  /** The request method (`GET`); a HEAD request fetches no file and is not recorded. */
  method: string;
  kind: 'file' | 'zip';
  /** The CMS asset path (`f/287000/...`) or the gallery folder's full slug. */
  path: string;
  /** The picture size asked for (`800x0`), when not the original. */
  size?: string;
  /** The answer: 200 served; 400, 403, 404 refused; 413 over the caps; 502 the CMS failed or timed out. */
  status: number;
}

export interface AuditLog {
  append(record: DownloadRecord): Promise<void>;
}

/** A Redis stream the market's instances all append to (`REDIS_URL`): a node-redis client and the stream's key. */
export interface AuditStream {
  client: { xAdd(key: string, id: string, message: Record<string, string>): Promise<unknown> };
  /** `clavis:{market}:downloads`. */
  key: string;
}

/**
 * Where download attempts are recorded, each before the download starts: with `stream`, one entry
 * per attempt appended to the market's Redis stream (XADD, never trimmed), the record's fields as
 * its fields, so every instance writes to one log that outlives any machine; else this machine's
 * audit file, as `createAuditFile` writes it.
 */
export function createAuditLog(target: { file: string; stream?: AuditStream }): AuditLog {
  const { stream } = target;
  if (!stream) return createAuditFile(target.file);
  return {
    async append(record) {
      const fields = Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined).map(([name, value]) => [name, String(value)]));
      await stream.client.xAdd(stream.key, '*', fields);
    },
  };
}

/**
 * The audit file: JSON lines, opened for appending only (O_APPEND, never truncated or rewritten),
 * each line synced to disk before the download starts.
 */
export function createAuditFile(file: string): AuditLog {
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

/**
 * The audit of one download request: `record(status, holder?)` appends one line for the attempt,
 * served or refused, with the request's method. A HEAD request fetches nothing and is not recorded.
 */
export function attemptRecorder(audit: AuditLog, request: Request, now: () => number, attempt: Pick<DownloadRecord, 'kind' | 'path' | 'size'>) {
  return async (status: number, holder?: string): Promise<void> => {
    if (request.method === 'HEAD') return;
    await audit.append({
      at: new Date(now()).toISOString(),
      ...(holder ? { holder } : {}),
      method: request.method,
      kind: attempt.kind,
      path: attempt.path,
      ...(attempt.size ? { size: attempt.size } : {}),
      status,
    });
  };
}
