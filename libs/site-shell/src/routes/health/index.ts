// The probes, answered by the Node server itself (instrumentation's server routes).
import 'server-only';
import { instanceReadiness, type SharedDependencyState } from '../../lifecycle/readiness';
import { sharedRedis } from '../../redis/sharedRedis';
import { createProbes } from './probes';

function redisState(): SharedDependencyState {
  const redis = sharedRedis();
  if (!redis) return 'not configured';
  return redis.client.isReady ? 'up' : 'down';
}

const probes = createProbes({ readiness: instanceReadiness(), redisState });

export const healthzGET = (): Response => probes.healthz();
export const readyzGET = (): Response => probes.readyz();
