import type { IncomingMessage } from 'node:http';

const MAX_BYTES = 16 * 1024;

/** The fields of an `application/x-www-form-urlencoded` request body (at most 16 KB). */
export async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BYTES) throw new Error('form body too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
