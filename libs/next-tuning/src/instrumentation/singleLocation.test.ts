/** @jest-environment node */
import { createServer, request, ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installWriteHeadWrappers } from './writeHeadWrappers';
import { sendSingleLocation } from './singleLocation';

describe('sendSingleLocation', () => {
  class OneLocationResponse extends ServerResponse {}
  installWriteHeadWrappers({ singleLocation: sendSingleLocation }, OneLocationResponse.prototype);
  installWriteHeadWrappers({ singleLocation: sendSingleLocation }, OneLocationResponse.prototype);
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer({ ServerResponse: OneLocationResponse }, (req, res) => {
      res.statusCode = 308;
      res.setHeader('location', '/produkte/futura');
      res.appendHeader('location', req.url === '/twice' ? '/produkte/futura' : '/anderswo');
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const locationOf = (path: string) =>
    new Promise<string[]>((resolve, reject) => {
      request({ port, path, host: '127.0.0.1' }, (res) => {
        res.resume();
        const values: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) if (res.rawHeaders[i]?.toLowerCase() === 'location') values.push(res.rawHeaders[i + 1] ?? '');
        resolve(values);
      })
        .on('error', reject)
        .end();
    });

  it('sends a repeated target once', async () => {
    expect(await locationOf('/twice')).toEqual(['/produkte/futura']);
  });

  it('leaves different targets as they are', async () => {
    expect(await locationOf('/different')).toEqual(['/produkte/futura', '/anderswo']);
  });
});
