/** @jest-environment node */
import { createReadiness } from './readiness';
import { shutDown } from './shutdown';

describe('shutDown', () => {
  it('fails readiness first, serves through the delay, drains, then closes each service in order', async () => {
    const readiness = createReadiness();
    readiness.markServing();
    readiness.followIndexBuild(Promise.resolve());
    await new Promise((resolve) => setImmediate(resolve));
    const steps: string[] = [];
    await shutDown({
      readiness: {
        markStopping: () => {
          readiness.markStopping();
          steps.push('not ready');
        },
      },
      delayMs: 5_000,
      timeoutMs: 25_000,
      sleep: async (ms) => {
        expect(readiness.report('up').ready).toBe(false);
        steps.push(`serve ${ms}`);
      },
      drain: async (ms) => {
        steps.push(`drain ${ms}`);
        return true;
      },
      closers: [
        ['forms worker', () => void steps.push('forms')],
        ['publish fan-out', async () => void steps.push('fanout')],
        ['redis', () => void steps.push('redis')],
      ],
      log: () => undefined,
    });
    expect(steps).toEqual(['not ready', 'serve 5000', 'drain 25000', 'forms', 'fanout', 'redis']);
  });

  it('logs requests cut at the timeout and a service that fails to close, and still closes the rest', async () => {
    const lines: string[] = [];
    const closed: string[] = [];
    await shutDown({
      readiness: createReadiness(),
      delayMs: 0,
      timeoutMs: 10,
      sleep: async () => undefined,
      drain: async () => false,
      closers: [
        ['forms worker', () => Promise.reject(new Error('queue gone'))],
        ['redis', () => void closed.push('redis')],
      ],
      log: (line) => lines.push(line),
    });
    expect(closed).toEqual(['redis']);
    expect(lines).toContain('shutdown: requests still open after 10 ms were closed');
    expect(lines).toContain('shutdown: forms worker did not close: queue gone');
  });
});
