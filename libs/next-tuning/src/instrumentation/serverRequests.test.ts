/** @jest-environment node */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALL_TUNING_ON, type TuningSwitches } from '../switches';
import { registerTuning, type SiteServer } from './registerTuning';

// Real servers over loopback, each patched through registerTuning on classes of its own, as the
// switches say: what reaches the app, what the site's steps answer before it.
const site: SiteServer = {
  refuse: (request, response) => {
    if (!request.url?.includes('%zz')) return false;
    response.writeHead(400).end('refused');
    return true;
  },
  stamp: (request) => {
    request.headers['x-stamped'] = 'yes';
  },
  earlyRoutes: { 'POST /api/search': async () => () => new Response('early search') },
  serverRoutes: { 'POST /1/indexes/*': async () => () => new Response('early algolia') },
  earlyHeaders: { 'x-early': 'yes' },
  pagePolicy: { scriptSourcesHeader: 'x-sources', cachedPage: () => "script-src 'sha256-x'", renderedPage: () => undefined },
};

async function startPatched(switches: TuningSwitches, siteParts: SiteServer = site) {
  class PatchedServer extends Server {}
  class PatchedResponse extends ServerResponse {}
  registerTuning({ switches: { ...switches, largeStringBodies: false }, nextVersion: '16.4.6', warn: () => undefined, site: siteParts, targets: { server: PatchedServer.prototype, response: PatchedResponse.prototype } });
  const server = new PatchedServer({ ServerResponse: PatchedResponse as typeof ServerResponse }, (request, response) => {
    // As Next.js answers: later, after awaiting.
    setImmediate(() => response.end(`app ${String(request.headers['x-stamped'])}${context.getStore() ? ` in ${context.getStore()}` : ''}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const text = async (path: string, method = 'GET') => {
    const response = await fetch(`${base}${path}`, { method });
    return `${response.status} ${await response.text()}`;
  };
  return { text, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const context = new AsyncLocalStorage<string>();

describe('registerTuning, the requests before Next.js', () => {
  it('runs the site\'s aroundRequest around the steps and the app, whose context reaches the app\'s later work', async () => {
    const seen: string[] = [];
    const server = await startPatched(ALL_TUNING_ON, {
      ...site,
      aroundRequest: (request, response, handle) => {
        seen.push(String(request.url));
        response.setHeader('x-request-id', 'r1');
        return context.run('request r1', handle);
      },
    });
    expect(await server.text('/de')).toBe('200 app yes in request r1');
    expect(await server.text('/%zz')).toBe('400 refused');
    expect(seen).toEqual(['/de', '/%zz']);
    await server.close();
  });

  it('with every switch on: refuses, stamps, answers the early and the server routes', async () => {
    const server = await startPatched(ALL_TUNING_ON);
    expect(await server.text('/%zz')).toBe('400 refused');
    expect(await server.text('/de')).toBe('200 app yes');
    expect(await server.text('/api/search', 'POST')).toBe('200 early search');
    expect(await server.text('/1/indexes/x/query', 'POST')).toBe('200 early algolia');
    await server.close();
  });

  it('with CLAVIS_TUNING_REQUEST_GUARD off: the app gets what the guard refused, every request still stamped', async () => {
    const server = await startPatched({ ...ALL_TUNING_ON, requestGuard: false });
    expect(await server.text('/%zz')).toBe('200 app yes');
    expect(await server.text('/api/search', 'POST')).toBe('200 early search');
    await server.close();
  });

  it('with CLAVIS_TUNING_EARLY_ANSWERS off: the app routes the early routes; the server-only routes are still answered', async () => {
    const server = await startPatched({ ...ALL_TUNING_ON, earlyAnswers: false });
    expect(await server.text('/api/search', 'POST')).toBe('200 app yes');
    expect(await server.text('/1/indexes/x/query', 'POST')).toBe('200 early algolia');
    expect(await server.text('/%zz')).toBe('400 refused');
    await server.close();
  });
});
