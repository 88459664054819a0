/** @jest-environment node */
import { cmsObservingFetch, createReadiness } from './readiness';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createReadiness', () => {
  it('is ready only once the instance serves and its indexes are built', async () => {
    const readiness = createReadiness();
    expect(readiness.report('not configured')).toMatchObject({ ready: false, phase: 'starting' });
    readiness.markServing();
    let built!: () => void;
    readiness.followIndexBuild(new Promise<void>((resolve) => (built = resolve)));
    expect(readiness.report('not configured')).toMatchObject({ ready: false, components: { searchIndexes: 'building' } });
    built();
    await settle();
    expect(readiness.report('not configured')).toEqual({
      ready: true,
      phase: 'serving',
      components: { searchIndexes: 'built', redis: 'not configured', cms: 'unknown' },
    });
  });

  it('reports a failed index build without leaving the pool (queries build them again)', async () => {
    const readiness = createReadiness();
    readiness.markServing();
    readiness.followIndexBuild(Promise.reject(new Error('CMS down')));
    await settle();
    expect(readiness.report('up')).toMatchObject({ ready: true, components: { searchIndexes: 'failed' } });
  });

  it('stays ready while a shared dependency is down, and fails for good once stopping', async () => {
    const readiness = createReadiness();
    readiness.markServing();
    readiness.followIndexBuild(Promise.resolve());
    await settle();
    readiness.recordCms(false);
    expect(readiness.report('down')).toMatchObject({ ready: true, components: { redis: 'down', cms: 'down' } });
    readiness.markStopping();
    readiness.markServing();
    expect(readiness.report('up')).toMatchObject({ ready: false, phase: 'stopping' });
  });
});

describe('cmsObservingFetch', () => {
  it('records a 5xx or a network failure as down and any other answer as up', async () => {
    const seen: boolean[] = [];
    const readiness = { recordCms: (up: boolean) => seen.push(up) };
    const answers = [new Response('', { status: 404 }), new Response('', { status: 503 })];
    const fetch = cmsObservingFetch(readiness, async () => {
      const next = answers.shift();
      if (!next) throw new TypeError('fetch failed');
      return next;
    });
    expect((await fetch('http://cms.test/a')).status).toBe(404);
    expect((await fetch('http://cms.test/b')).status).toBe(503);
    await expect(fetch('http://cms.test/c')).rejects.toThrow('fetch failed');
    expect(seen).toEqual([true, false, false]);
  });
});
