import { mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { rewriteJsonLines } from '@clavis/http';

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
  /** Removes the records older than the retention now; answers how many went. */
  prune(): Promise<number>;
  /** Stops the hourly prune (which never keeps a process alive on its own). */
  close(): void;
}

/** How long download records are kept unless `AUDIT_RETENTION_DAYS` says otherwise. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;
const DAY_MS = 24 * 3600 * 1000;
/** How often a running audit log removes what outlived its retention. */
export const AUDIT_PRUNE_INTERVAL_MS = 3600 * 1000;

/** The minimal node-redis surface the audit stream uses. */
export interface AuditStreamClient {
  xAdd(key: string, id: string, message: Record<string, string>, options?: { TRIM: { strategy: 'MINID'; strategyModifier: '='; threshold: number } }): Promise<unknown>;
  xTrim(key: string, strategy: 'MINID', threshold: number): Promise<number>;
}

/** A Redis stream the market's instances all append to (`REDIS_URL`): a node-redis client and the stream's key. */
export interface AuditStream {
  client: AuditStreamClient;
  /** `clavis:{market}:downloads`. */
  key: string;
}

export interface AuditLogOptions {
  /** This machine's audit file, where `stream` is not given. */
  file: string;
  stream?: AuditStream | undefined;
  /** How many days a record is kept (`AUDIT_RETENTION_DAYS`). @default 365 */
  retentionDays?: number | undefined;
  /** @default Date.now */
  now?: () => number;
  /** @default console.warn */
  log?: (message: string) => void;
}

function retentionMs(days: number): number {
  if (!Number.isFinite(days) || days <= 0) throw new RangeError(`retentionDays must be a positive number of days (was ${days})`);
  return days * DAY_MS;
}

/**
 * Where download attempts are recorded, each before the download starts, and kept for
 * `retentionDays`: with `stream`, one entry per attempt appended to the market's Redis stream, the
 * record's fields as its fields, so every instance writes to one log that outlives any machine;
 * else this machine's audit file, as `createAuditFile` writes it. Each append to the stream trims
 * it to the window (XADD MINID: a stream entry's id is the time it was added), so it never holds
 * more; the file is rewritten without its old records when the log starts and hourly after, as
 * the stream is trimmed then too (a quiet market appends nothing that would trim it).
 */
export function createAuditLog({ file, stream, retentionDays = DEFAULT_AUDIT_RETENTION_DAYS, now = Date.now, log = (message) => console.warn(message) }: AuditLogOptions): AuditLog {
  const keepMs = retentionMs(retentionDays);
  const oldest = () => now() - keepMs;
  const store = stream ? streamStore(stream, oldest) : fileStore(file, oldest);
  const sweep = () =>
    store.prune().catch((error: unknown) => {
      log(`extranet audit: the records older than ${retentionDays} days were not removed (${(error as Error).message}); will try again`);
      return 0;
    });
  void sweep();
  const sweeper = setInterval(() => void sweep(), AUDIT_PRUNE_INTERVAL_MS);
  sweeper.unref();
  return { ...store, close: () => clearInterval(sweeper) };
}

function streamStore({ client, key }: AuditStream, oldest: () => number): Omit<AuditLog, 'close'> {
  return {
    async append(record) {
      const fields = Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined).map(([name, value]) => [name, String(value)]));
      await client.xAdd(key, '*', fields, { TRIM: { strategy: 'MINID', strategyModifier: '=', threshold: oldest() } });
    },
    prune: () => client.xTrim(key, 'MINID', oldest()),
  };
}

function fileStore(file: string, oldest: () => number): Omit<AuditLog, 'close'> {
  const audit = createAuditFile(file);
  // One rewrite at a time: two at once would each rename their own copy over the file.
  let pruning: Promise<unknown> = Promise.resolve();
  return {
    append: audit.append,
    prune() {
      const done = pruning.then(() => rewriteJsonLines<DownloadRecord>(file, (record) => !(Date.parse(record.at) >= oldest())));
      pruning = done.catch(() => undefined);
      return done;
    },
  };
}

/**
 * The audit file: JSON lines, each appended (O_APPEND) and synced to disk before the download
 * starts. Only a prune or an erasure rewrites it (`rewriteJsonLines`: a new file renamed over the
 * old, what was appended meanwhile carried over); each append opens the file anew, so it lands in
 * the file a rewrite left.
 */
export function createAuditFile(file: string): Pick<AuditLog, 'append'> {
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
export function attemptRecorder(audit: Pick<AuditLog, 'append'>, request: Request, now: () => number, attempt: Pick<DownloadRecord, 'kind' | 'path' | 'size'>) {
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
