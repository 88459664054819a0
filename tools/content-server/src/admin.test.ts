// Faults switched from outside the process (site e2e suites): PUT /__admin/faults.
import { createContentServer, DEFAULT_TOKENS, type ContentServer } from './createContentServer';
import { faultsFromEnv } from './faults';
import { buildTestContent } from './testing/buildTestContent';

let server: ContentServer;
let baseUrl: string;

beforeAll(async () => {
  server = await createContentServer({ content: buildTestContent({ listSize: 3, relations: 2 }) });
  baseUrl = await server.listen({ port: 0 });
});

afterAll(async () => {
  await server.close();
});

const story = () => fetch(`${baseUrl}/v2/cdn/stories/en/global/hub?token=${DEFAULT_TOKENS.public}`);
const setFaults = (body: unknown) =>
  fetch(`${baseUrl}/__admin/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('fault switches', () => {
  it('turns an outage on and off over HTTP, with added latency', async () => {
    expect((await story()).status).toBe(200);
    await setFaults({ outage: true });
    expect((await story()).status).toBe(503);
    await setFaults({ latencyMs: 120 });
    const started = performance.now();
    expect((await story()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    await setFaults({ errorRate: 1, statuses: [429], retryAfterSeconds: 2 });
    const limited = await story();
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '2']);
    await setFaults({});
    expect((await story()).status).toBe(200);
    const stats = (await (await fetch(`${baseUrl}/__admin/stats`)).json()) as { faultsInjected: number };
    expect(stats.faultsInjected).toBe(2);
  });

  it('reads faults from the environment for the CLI', () => {
    expect(faultsFromEnv({ FAULT_RATE: '0.3', FAULT_STATUSES: '429,503', FAULT_LATENCY_MS: '50', FAULT_OUTAGE: '1', FAULT_RETRY_AFTER: '1' })).toEqual({
      errorRate: 0.3,
      statuses: [429, 503],
      latencyMs: 50,
      outage: true,
      retryAfterSeconds: 1,
    });
  });
});
