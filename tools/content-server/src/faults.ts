/** Faults a test can switch on for one server instance. */
export interface FaultOptions {
  /** Share of API requests (0..1) that fail with one of `statuses`. @default 0 */
  errorRate?: number;
  /** @default [429, 500, 502, 503, 504] */
  statuses?: number[];
  /** Retry-After (seconds) sent with an injected 429 or 503; omitted when undefined. @default undefined */
  retryAfterSeconds?: number;
  /** Added latency in ms for every API request. @default 0 */
  latencyMs?: number;
  /** Every API request fails with 503 while true. @default false */
  outage?: boolean;
  /**
   * Seed of the pseudo-random draws, so a test sees the same faults each run. Each request key
   * (its path and query) has its own draws: concurrent requests arriving in another order get the
   * same faults. @default 1
   */
  seed?: number;
}

export interface FaultDecision {
  status: number;
  retryAfterSeconds?: number;
}

/** mulberry32: a small seeded generator; tests need repeatable faults, not good randomness. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a request key as a 32-bit number, to seed that key's own draws. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/** Keys whose draws are kept; beyond that the draws start over (a long CLI run with faults on). */
const MAX_KEYS = 10_000;

export class FaultController {
  private options: Required<Omit<FaultOptions, 'retryAfterSeconds'>> & { retryAfterSeconds?: number };
  private draws = new Map<string, () => number>();
  /** Faults injected so far. */
  injected = 0;

  constructor(options: FaultOptions = {}) {
    this.options = this.normalise(options);
  }

  private normalise(options: FaultOptions) {
    return {
      errorRate: Math.min(1, Math.max(0, options.errorRate ?? 0)),
      statuses: options.statuses?.length ? options.statuses : [429, 500, 502, 503, 504],
      latencyMs: Math.max(0, options.latencyMs ?? 0),
      outage: options.outage ?? false,
      seed: options.seed ?? 1,
      ...(options.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: options.retryAfterSeconds }),
    };
  }

  /** Replaces the fault settings (and restarts the seeded draws). */
  set(options: FaultOptions): void {
    this.options = this.normalise(options);
    this.draws.clear();
  }

  private random(key: string): number {
    let draw = this.draws.get(key);
    if (!draw) {
      if (this.draws.size >= MAX_KEYS) this.draws.clear();
      draw = seededRandom(this.options.seed ^ hashKey(key));
      this.draws.set(key, draw);
    }
    return draw();
  }

  clear(): void {
    this.set({});
  }

  get current(): FaultOptions {
    return { ...this.options };
  }

  get latencyMs(): number {
    return this.options.latencyMs;
  }

  /** Whether this request (`key`: its path and query) fails, and how. */
  decide(key = ''): FaultDecision | undefined {
    if (this.options.outage) {
      this.injected += 1;
      return { status: 503 };
    }
    if (this.options.errorRate > 0 && this.random(key) < this.options.errorRate) {
      this.injected += 1;
      const statuses = this.options.statuses;
      const status = statuses[Math.floor(this.random(key) * statuses.length)] ?? 503;
      return {
        status,
        ...((status === 429 || status === 503) && this.options.retryAfterSeconds !== undefined
          ? { retryAfterSeconds: this.options.retryAfterSeconds }
          : {}),
      };
    }
    return undefined;
  }
}

/** Faults from the environment for the CLI: FAULT_RATE, FAULT_STATUSES, FAULT_LATENCY_MS, FAULT_OUTAGE, FAULT_RETRY_AFTER. */
export function faultsFromEnv(env: NodeJS.ProcessEnv): FaultOptions {
  const number = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));
  const statuses = env['FAULT_STATUSES']?.split(',').map(Number).filter(Number.isInteger);
  const options: FaultOptions = {};
  const rate = number(env['FAULT_RATE']);
  const latency = number(env['FAULT_LATENCY_MS']);
  const retryAfter = number(env['FAULT_RETRY_AFTER']);
  if (rate !== undefined) options.errorRate = rate;
  if (latency !== undefined) options.latencyMs = latency;
  if (retryAfter !== undefined) options.retryAfterSeconds = retryAfter;
  if (statuses?.length) options.statuses = statuses;
  if (env['FAULT_OUTAGE'] === '1' || env['FAULT_OUTAGE'] === 'true') options.outage = true;
  return options;
}
