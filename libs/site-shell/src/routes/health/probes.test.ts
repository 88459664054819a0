/** @jest-environment node */
import { createReadiness } from '../../lifecycle/readiness';
import { createProbes } from './probes';

describe('createProbes', () => {
  it('answers liveness while the process answers, whatever its readiness', async () => {
    const probes = createProbes({ readiness: createReadiness(), redisState: () => 'down' });
    const answer = probes.healthz();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe('ok\n');
  });

  it('answers 503 with each component until ready, 200 once ready, 503 again once stopping', async () => {
    const readiness = createReadiness();
    let redis: 'up' | 'down' = 'down';
    const probes = createProbes({ readiness, redisState: () => redis });
    const starting = probes.readyz();
    expect(starting.status).toBe(503);
    expect(await starting.json()).toEqual({ ready: false, phase: 'starting', components: { searchIndexes: 'building', redis: 'down', cms: 'unknown' } });

    readiness.markServing();
    readiness.followIndexBuild(Promise.resolve());
    await new Promise((resolve) => setImmediate(resolve));
    redis = 'up';
    const ready = probes.readyz();
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toMatchObject({ ready: true, components: { redis: 'up' } });

    readiness.markStopping();
    expect(probes.readyz().status).toBe(503);
  });
});
