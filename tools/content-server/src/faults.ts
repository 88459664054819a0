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
  /** Seed of the pseudo-random draw, so a test sees the same faults each run. @default 1 */
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

export class FaultController {
  private options: Required<Omit<FaultOptions, 'retryAfterSeconds'>> & { retryAfterSeconds?: number };
  private random: () => number;
  /** Faults injected so far. */
  injected = 0;

  constructor(options: FaultOptions = {}) {
    this.options = this.normalise(options);
    this.random = seededRandom(this.options.seed);
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

  /** Replaces the fault settings (and restarts the seeded draw). */
  set(options: FaultOptions): void {
    this.options = this.normalise(options);
    this.random = seededRandom(this.options.seed);
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

  /** Whether this request fails, and how. */
  decide(): FaultDecision | undefined {
    if (this.options.outage) {
      this.injected += 1;
      return { status: 503 };
    }
    if (this.options.errorRate > 0 && this.random() < this.options.errorRate) {
      this.injected += 1;
      const statuses = this.options.statuses;
      const status = statuses[Math.floor(this.random() * statuses.length)] ?? 503;
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
