/** @jest-environment node */
import { BodyError, readLimitedText } from './readLimitedText';

/** A body that arrives in pieces with no Content-Length, and says how far it was read. */
function chunkedRequest(pieces: string[]) {
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === pieces.length) return controller.close();
      controller.enqueue(new TextEncoder().encode(pieces[pulled]));
      pulled += 1;
    },
    cancel() {
      cancelled = true;
    },
  });
  const request = new Request('http://x/api', { method: 'POST', body, duplex: 'half' } as RequestInit);
  return { request, read: () => ({ pulled, cancelled }) };
}

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof BodyError ? error.status : error),
  );

describe('readLimitedText', () => {
  it('reads a body within the limit as UTF-8 text', async () => {
    const request = new Request('http://x/api', { method: 'POST', body: 'Schlüssel' });
    await expect(readLimitedText(request, 64)).resolves.toBe('Schlüssel');
  });

  it('reads a chunked body up to exactly the limit', async () => {
    const { request } = chunkedRequest(['abcd', 'efgh']);
    await expect(readLimitedText(request, 8)).resolves.toBe('abcdefgh');
  });

  it('refuses a declared Content-Length over the limit with 413, reading nothing', async () => {
    const request = new Request('http://x/api', { method: 'POST', body: 'x'.repeat(10), headers: { 'content-length': '10' } });
    await expect(statusOf(readLimitedText(request, 9))).resolves.toBe(413);
    expect(request.bodyUsed).toBe(false);
  });

  it('stops reading a chunked body the moment it passes the limit, with 413', async () => {
    const { request, read } = chunkedRequest(['aaaa', 'bbbb', 'cccc', 'dddd']);
    await expect(statusOf(readLimitedText(request, 6))).resolves.toBe(413);
    expect(read().cancelled).toBe(true);
    expect(read().pulled).toBeLessThan(4);
  });

  it('reads no body as empty text', async () => {
    await expect(readLimitedText(new Request('http://x/api'), 8)).resolves.toBe('');
  });
});
