/** @jest-environment node */
import { Writable } from 'node:stream';
import { createLogger } from '../logging/logger';
import { inRequestContext } from '../logging/requestContext';
import { reportRequestError } from './requestErrors';

function lines() {
  const written: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) written.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger({ level: 'info', service: 'clavis-site-germany', destination }), written };
}

const request = (headers: Record<string, string> = {}) => ({ path: '/produkte/futura?email=kunde@example.com', method: 'GET', headers });
const context = { routerKind: 'App Router', routePath: '/[locale]/[[...path]]', routeType: 'render', renderSource: 'server-rendering', revalidateReason: undefined } as const;

describe('reportRequestError', () => {
  it('logs each error once, with the request id, the route pattern and never the path', async () => {
    const { logger, written } = lines();
    const error = Object.assign(new Error('CMS answered 500'), { digest: '1234' });
    inRequestContext({ id: 'req-abc' }, () => {
      reportRequestError(error, request(), context, logger);
      reportRequestError(error, request(), { ...context, renderSource: 'react-server-components-payload' }, logger);
    });
    reportRequestError(new Error('another'), request({ 'x-request-id': 'from-proxy-1' }), { ...context, routeType: 'route', routePath: '/api/search' }, logger);
    await new Promise((resolve) => setImmediate(resolve));

    expect(written).toHaveLength(2);
    expect(written[0]).toMatchObject({ level: 50, reqId: 'req-abc', route: '/[locale]/[[...path]]', routeType: 'render', digest: '1234', msg: 'server error: CMS answered 500' });
    expect(written[1]).toMatchObject({ reqId: 'from-proxy-1', route: '/api/search', routeType: 'route' });
    expect(JSON.stringify(written)).not.toContain('kunde@example.com');
    expect(JSON.stringify(written)).not.toContain('futura');
  });
});
