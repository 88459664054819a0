import { ServerResponse } from 'node:http';
import { patchOnce, type PatchedMethod } from './patchOnce.ts';

/** Response strings from this many UTF-16 code units on are encoded before they are written. */
export const LARGE_STRING_LENGTH = 16 * 1024;

const INSTALLED = Symbol.for('clavis.next-tuning.largeStringBodies');
const LENGTHS_INSTALLED = Symbol.for('clavis.next-tuning.largeStringLengths');

/** How many bytes of encoded strings are kept for the next response that sends the same string. */
export const ENCODED_STRINGS_BYTES = 16 * 1024 * 1024;

/**
 * UTF-8 bytes of recently sent strings, least recently sent dropped first. A prebuilt page is the
 * same string on every request (Next.js keeps it in memory), so its bytes are encoded once. A
 * string larger than a quarter of the budget is encoded each time rather than crowding out pages.
 */
export class EncodedStrings {
  private readonly entries = new Map<string, Buffer>();
  private size = 0;

  constructor(private readonly maxBytes = ENCODED_STRINGS_BYTES) {}

  encode(text: string): Buffer {
    const kept = this.entries.get(text);
    if (kept) {
      this.entries.delete(text);
      this.entries.set(text, kept);
      return kept;
    }
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length > this.maxBytes / 4) return bytes;
    this.entries.set(text, bytes);
    this.size += bytes.length;
    for (const [oldest, oldestBytes] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.size -= oldestBytes.length;
    }
    return bytes;
  }

  /** The UTF-8 byte count of a kept string; undefined for one not kept (nothing is encoded to answer). */
  keptByteLength(text: string): number | undefined {
    return this.entries.get(text)?.length;
  }

  /** Bytes currently kept. */
  get keptBytes(): number {
    return this.size;
  }
}

const isUtf8 = (encoding: string) => /^utf-?8$/i.test(encoding);
const isLargeUtf8String = (value: unknown, encoding: unknown): value is string =>
  typeof value === 'string' && value.length >= LARGE_STRING_LENGTH && (encoding === undefined || (typeof encoding === 'string' && isUtf8(encoding)));

/**
 * The arguments of `write`/`end` with a large string chunk replaced by its bytes. Small strings,
 * buffers and unknown encodings (Node raises its own error for those) pass unchanged.
 */
export function encodeLargeChunk(args: readonly unknown[], encoded: EncodedStrings): readonly unknown[] {
  // Every write of every response passes here: anything left alone goes through without a copy.
  const chunk = args[0];
  if (typeof chunk !== 'string' || chunk.length < LARGE_STRING_LENGTH) return args;
  const encoding = args[1];
  if (typeof encoding === 'string') {
    if (!Buffer.isEncoding(encoding)) return args;
    return [isUtf8(encoding) ? encoded.encode(chunk) : Buffer.from(chunk, encoding), ...args.slice(2)];
  }
  // No encoding (UTF-8); a function in its place is the callback and stays where it is.
  return [encoded.encode(chunk), ...args.slice(1)];
}

/** Where `sendLargeStringsAsBuffers` installs itself; tests pass stand-ins. */
export interface LargeStringTargets {
  /** Whose `write` and `end` encode large strings (default `ServerResponse.prototype`). */
  response?: object;
  /** Whose `byteLength` answers kept strings from their bytes (default `Buffer`). */
  buffer?: object;
  encoded?: EncodedStrings;
}

/**
 * Makes HTTP responses write large strings as buffers, and counts a string already sent from its
 * kept bytes.
 *
 * Next.js ends every prebuilt page with the page's HTML as one string. Node 20 writes a string to a
 * socket through a buffer sized for the worst case (three bytes per code unit), allocated and
 * freed outside the heap on every write: serving a 117 KB page that way reached about 600 requests
 * per second in a plain Node server, against 3,400 for the same page encoded first
 * (`Buffer.from`) on this machine. The bytes on the wire are the same; Content-Length was already
 * counted in bytes. The bytes of a string sent again are reused (`EncodedStrings`): about 20% more
 * requests per second again on the same page.
 *
 * Before it writes the page, Next.js counts its bytes for Content-Length with `Buffer.byteLength`,
 * which walks the whole string on every request: a tenth of the server's time under load for the
 * germany home page (a CPU profile of `next start`, issue #9). `Buffer.byteLength` of a large
 * UTF-8 string that is kept is therefore the length of its kept bytes, the same number; any other
 * call is counted as before.
 *
 * Installed once per process, from `register()`; later calls do nothing.
 */
export function sendLargeStringsAsBuffers({ response = ServerResponse.prototype, buffer = Buffer, encoded = new EncodedStrings() }: LargeStringTargets = {}): void {
  const encodingChunks = (method: PatchedMethod): PatchedMethod =>
    function writeEncoded(this: never, ...args: unknown[]) {
      return Reflect.apply(method, this, encodeLargeChunk(args, encoded));
    };
  patchOnce(response, INSTALLED, { write: encodingChunks, end: encodingChunks });
  const countingKeptStrings = (byteLength: PatchedMethod): PatchedMethod =>
    function byteLengthOfKept(this: never, ...args: unknown[]) {
      const [value, encoding] = args;
      return (isLargeUtf8String(value, encoding) && encoded.keptByteLength(value)) || Reflect.apply(byteLength, this, args);
    };
  patchOnce(buffer, LENGTHS_INSTALLED, { byteLength: countingKeptStrings });
}
