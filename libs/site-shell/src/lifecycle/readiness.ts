import { processWide } from '../process/processWide';

/** What this instance is doing: it takes traffic only while `serving`. */
export type InstancePhase = 'starting' | 'serving' | 'stopping';

/** The embedded search indexes: an instance still building them would answer searches slowly. */
export type IndexesState = 'building' | 'built' | 'failed';

/** A dependency every instance of the market shares: reported, never a reason to leave the pool. */
export type SharedDependencyState = 'up' | 'down' | 'unknown' | 'not configured';

export interface ReadinessReport {
  ready: boolean;
  phase: InstancePhase;
  components: {
    searchIndexes: IndexesState;
    redis: SharedDependencyState;
    cms: Exclude<SharedDependencyState, 'not configured'>;
  };
}

export interface Readiness {
  markServing(): void;
  /** Readiness fails from now on; the instance keeps answering what it is sent. */
  markStopping(): void;
  readonly phase: InstancePhase;
  /** Follows a build of the search indexes (a failed build is reported; queries build them again). */
  followIndexBuild(build: Promise<unknown>): void;
  /** The outcome of a CMS call, as the CMS client's fetch saw it. */
  recordCms(up: boolean): void;
  report(redis: SharedDependencyState): ReadinessReport;
}

/**
 * An instance is ready once it has started, its search indexes are built and it is not shutting
 * down. Redis and the CMS are shared by every instance: one of them being down must not take the
 * whole market out of its load balancer, so they are reported and do not fail readiness.
 */
export function createReadiness(): Readiness {
  let phase: InstancePhase = 'starting';
  let searchIndexes: IndexesState = 'building';
  let cms: 'up' | 'down' | 'unknown' = 'unknown';
  return {
    markServing() {
      if (phase === 'starting') phase = 'serving';
    },
    markStopping() {
      phase = 'stopping';
    },
    get phase() {
      return phase;
    },
    followIndexBuild(build) {
      searchIndexes = 'building';
      build.then(
        () => (searchIndexes = 'built'),
        () => (searchIndexes = 'failed'),
      );
    },
    recordCms(up) {
      cms = up ? 'up' : 'down';
    },
    report(redis) {
      return {
        ready: phase === 'serving' && searchIndexes !== 'building',
        phase,
        components: { searchIndexes, redis, cms },
      };
    },
  };
}

/** This process's readiness (the probes, the start-up and the shutdown share it). */
export function instanceReadiness(): Readiness {
  return processWide('instanceReadiness', createReadiness);
}

/**
 * `fetch` that tells `readiness` whether the CMS answered: a 5xx or no answer is down, any other
 * answer (a 404 of an unknown story included) is up.
 */
export function cmsObservingFetch(readiness: Pick<Readiness, 'recordCms'>, base?: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      // Read at call time: Next.js replaces the global fetch after this module loads.
      const response = await (base ?? globalThis.fetch)(input, init);
      readiness.recordCms(response.status < 500);
      return response;
    } catch (error) {
      readiness.recordCms(false);
      throw error;
    }
  };
}
