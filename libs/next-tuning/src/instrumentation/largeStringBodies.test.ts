/** @jest-environment node */
import { createServer, request, ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EncodedStrings, encodeLargeChunk, LARGE_STRING_LENGTH, sendLargeStringsAsBuffers } from './largeStringBodies';

const large = (unit: string) => unit.repeat(Math.ceil(LARGE_STRING_LENGTH / unit.length));

describe('EncodedStrings', () => {
  it('encodes a string once and hands out the same bytes when it is sent again', () => {
    const encoded = new EncodedStrings();
    const page = large('Schlüssel');
    const first = encoded.encode(page);
    expect(first.equals(Buffer.from(page, 'utf8'))).toBe(true);
    expect(encoded.encode(page)).toBe(first);
    expect(encoded.encode(`${page}!`)).not.toBe(first);
  });

  it('drops the least recently sent strings beyond its budget', () => {
    const encoded = new EncodedStrings(4000);
    const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map((letter) => letter.repeat(1000)) as [string, string, string, string, string];
    const bytesOfA = encoded.encode(a);
    const bytesOfB = encoded.encode(b);
    encoded.encode(a);
    [c, d, e].forEach((text) => encoded.encode(text));
    expect(encoded.keptBytes).toBe(4000);
    expect(encoded.encode(a)).toBe(bytesOfA);
    expect(encoded.encode(b)).not.toBe(bytesOfB);
  });

  it('does not keep a string larger than a quarter of its budget', () => {
    const encoded = new EncodedStrings(4000);
    const huge = 'h'.repeat(1001);
    expect(encoded.encode(huge).length).toBe(1001);
    expect(encoded.keptBytes).toBe(0);
  });
});

describe('encodeLargeChunk', () => {
  const callback = () => undefined;
  const encodeLargeChunkOf = (args: unknown[]) => encodeLargeChunk(args, new EncodedStrings());

  it('encodes a large string as UTF-8 and keeps the callback in place', () => {
    const body = large('Schlüssel – ');
    const [chunk, second] = encodeLargeChunkOf([body, callback]);
    expect(Buffer.isBuffer(chunk)).toBe(true);
    expect((chunk as Buffer).equals(Buffer.from(body, 'utf8'))).toBe(true);
    expect(second).toBe(callback);
  });

  it('honours an explicit encoding and drops it with the bytes', () => {
    const body = large('ff');
    const [chunk, second] = encodeLargeChunkOf([body, 'hex', callback]);
    expect((chunk as Buffer).equals(Buffer.from(body, 'hex'))).toBe(true);
    expect(second).toBe(callback);
  });

  it('leaves small strings, buffers, empty calls and unknown encodings alone', () => {
    const small = 'x'.repeat(LARGE_STRING_LENGTH - 1);
    const bytes = Buffer.from(large('b'));
    expect(encodeLargeChunkOf([small])).toEqual([small]);
    expect(encodeLargeChunkOf([bytes, callback])).toEqual([bytes, callback]);
    expect(encodeLargeChunkOf([])).toEqual([]);
    expect(encodeLargeChunkOf([large('a'), 'klingon'])).toEqual([large('a'), 'klingon']);
  });
});

describe('sendLargeStringsAsBuffers', () => {
  it('passes the encoded chunk to the original methods, once however often it is installed', () => {
    const write = jest.fn((..._args: unknown[]) => true);
    const end = jest.fn((..._args: unknown[]) => undefined);
    const target = { write, end };
    const buffer = { byteLength: jest.fn() };
    sendLargeStringsAsBuffers({ response: target, buffer });
    sendLargeStringsAsBuffers({ response: target, buffer });
    target.write(large('w'));
    target.end(large('e'), 'latin1');
    expect(write).toHaveBeenCalledTimes(1);
    expect(Buffer.isBuffer(write.mock.calls[0]?.[0])).toBe(true);
    expect(end).toHaveBeenCalledWith(Buffer.from(large('e'), 'latin1'));
  });

  describe('Buffer.byteLength', () => {
    const install = () => {
      const count = jest.fn((value: unknown, encoding?: unknown) => Buffer.byteLength(value as string, encoding as BufferEncoding));
      const buffer = { byteLength: count as (...args: unknown[]) => number };
      const response = { write: jest.fn(), end: jest.fn() };
      sendLargeStringsAsBuffers({ response, buffer });
      return { count, buffer, response };
    };

    it('counts a page already sent from its kept bytes, without walking the string again', () => {
      const { count, buffer, response } = install();
      const page = large('Schlüssel – ');
      expect(buffer.byteLength(page)).toBe(Buffer.from(page).length);
      expect(count).toHaveBeenCalledTimes(1);
      response.end(page);
      expect(buffer.byteLength(page)).toBe(Buffer.from(page).length);
      expect(buffer.byteLength(page, 'utf-8')).toBe(Buffer.from(page).length);
      expect(count).toHaveBeenCalledTimes(1);
    });

    it('counts small strings, other encodings and strings never sent as before', () => {
      const { count, buffer, response } = install();
      const page = large('ab');
      response.end(page);
      expect(buffer.byteLength('Schlüssel')).toBe(10);
      expect(buffer.byteLength(page, 'hex')).toBe(page.length / 2);
      expect(buffer.byteLength(`${page}!`)).toBe(page.length + 1);
      expect(buffer.byteLength(Buffer.from('abc'))).toBe(3);
      expect(count).toHaveBeenCalledTimes(4);
    });
  });

  describe('on a real server', () => {
    class EncodedResponse<Request extends InstanceType<typeof ServerResponse>['req']> extends ServerResponse<Request> {}
    sendLargeStringsAsBuffers({ response: EncodedResponse.prototype, buffer: { byteLength: Buffer.byteLength } });
    const page = `<!DOCTYPE html><title>Schlüssel – Übersicht</title>${large('<p>Fräsmaschine ✓</p>')}`;
    let server: Server;
    let port: number;

    beforeAll(async () => {
      server = createServer({ ServerResponse: EncodedResponse }, (req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        if (req.url === '/written') {
          res.write(page);
          res.end(() => undefined);
        } else {
          res.end(page);
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const get = (path: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request({ port, path, host: '127.0.0.1' }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });

    it.each(['/ended', '/written'])('sends the same bytes as the string would (%s)', async (path) => {
      const { body } = await get(path);
      expect(body.equals(Buffer.from(page, 'utf8'))).toBe(true);
    });

    it('counts Content-Length in bytes', async () => {
      const { headers } = await get('/ended');
      expect(Number(headers['content-length'])).toBe(Buffer.byteLength(page));
      expect(Buffer.byteLength(page)).toBeGreaterThan(page.length);
    });
  });
});
