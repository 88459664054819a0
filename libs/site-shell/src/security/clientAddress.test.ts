/** @jest-environment node */
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAddress, PEER_ADDRESS_HEADER, stampPeerAddress } from './clientAddress';

const from = (peer: string | undefined, forwarded?: string) =>
  new Request('http://x/api/search', {
    headers: { ...(peer !== undefined && { [PEER_ADDRESS_HEADER]: peer }), ...(forwarded !== undefined && { 'x-forwarded-for': forwarded }) },
  });

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For or X-Real-IP claim', () => {
    expect(clientAddress(from('203.0.113.7', '192.0.2.1'), 0)).toBe('203.0.113.7');
    expect(clientAddress(from('203.0.113.7', '192.0.2.1, 192.0.2.2'), 0)).toBe('203.0.113.7');
    const realIp = new Request('http://x', { headers: { [PEER_ADDRESS_HEADER]: '203.0.113.7', 'x-real-ip': '192.0.2.9' } });
    expect(clientAddress(realIp, 0)).toBe('203.0.113.7');
  });

  it('is "unknown" when the server stamped no peer (never a forwarded claim)', () => {
    expect(clientAddress(from(undefined, '192.0.2.1'), 0)).toBe('unknown');
  });

  it('with one trusted proxy, takes the address that proxy appended, not what the client put before it', () => {
    // The proxy (10.0.0.2) connects to the site and appended the client it saw (198.51.100.4).
    expect(clientAddress(from('10.0.0.2', '198.51.100.4'), 1)).toBe('198.51.100.4');
    expect(clientAddress(from('10.0.0.2', '192.0.2.66, 198.51.100.4'), 1)).toBe('198.51.100.4');
    expect(clientAddress(from('10.0.0.2', 'forged-1, forged-2, 198.51.100.4'), 1)).toBe('198.51.100.4');
  });

  it('with two trusted proxies, counts two hops from the right', () => {
    expect(clientAddress(from('10.0.0.3', 'forged, 198.51.100.4, 10.0.0.2'), 2)).toBe('198.51.100.4');
  });

  it('falls back to the leftmost entry when fewer hops arrived than are trusted', () => {
    expect(clientAddress(from('10.0.0.2'), 1)).toBe('10.0.0.2');
    expect(clientAddress(from('10.0.0.2', '198.51.100.4'), 3)).toBe('198.51.100.4');
  });
});

describe('stampPeerAddress', () => {
  it("writes the socket's address over whatever the client sent under the header's name", async () => {
    let seen: IncomingMessage['headers'] | undefined;
    const server = createServer((request, response) => {
      stampPeerAddress(request);
      seen = request.headers;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, headers: { [PEER_ADDRESS_HEADER]: '192.0.2.1' } }, (response) => {
        response.resume();
        response.on('end', resolve);
      });
      sent.on('error', reject);
      sent.end();
    });
    await new Promise((resolve) => server.close(resolve));
    expect(seen?.[PEER_ADDRESS_HEADER]).toBe('127.0.0.1');
  });
});
