import type { Readiness, SharedDependencyState } from '../../lifecycle/readiness';

const PROBE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };

export interface ProbeOptions {
  readiness: Pick<Readiness, 'report'>;
  /** The shared Redis as this process sees it now. */
  redisState: () => SharedDependencyState;
}

/**
 * `GET /healthz` (liveness: the process answers; nothing else is checked, so a dependency's outage
 * never gets an instance restarted) and `GET /readyz` (readiness: 200 while this instance should be
 * sent traffic, 503 otherwise, with each component's state as JSON). Answered by the Node server
 * before Next.js, never rate-limited or cached.
 */
export function createProbes({ readiness, redisState }: ProbeOptions) {
  return {
    healthz(): Response {
      return new Response('ok\n', { headers: { ...PROBE_HEADERS, 'content-type': 'text/plain; charset=utf-8' } });
    },
    readyz(): Response {
      const report = readiness.report(redisState());
      return Response.json(report, { status: report.ready ? 200 : 503, headers: PROBE_HEADERS });
    },
  };
}
