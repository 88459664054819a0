/**
 * The tuning's switches: one environment variable per patch, default on. `off` turns a patch off,
 * so a production incident can be narrowed down to (or away from) it; any other value than `on` or
 * `off` stops start-up with one line naming the variable. Read by `readTuningSwitches`, the only
 * place that looks at these variables.
 */
export const TUNING_SWITCHES = {
  /** Pages load the framework's scripts after their largest paint: cached ones through the cache handler, those rendered per request as they are sent. Read by `next start`. */
  hydrationAfterPaint: 'CLAVIS_TUNING_HYDRATION_AFTER_PAINT',
  /** Cached pages carry an ETag computed once per entry, and 304s are answered from it; off gives Next.js's own `generateEtags` back. Read by `next build` and `next start`. */
  pageEtag: 'CLAVIS_TUNING_PAGE_ETAG',
  /** A 404 or redirect of a path that never had a page is not kept, and a kept one is rendered again; a render the CMS refused (401, 403) is never kept (cache handler). Read by `next start`. */
  notFoundRules: 'CLAVIS_TUNING_NOT_FOUND_RULES',
  /** Every browser chunk starts with V8's compile hint. Read by `next build`. */
  compileHints: 'CLAVIS_TUNING_COMPILE_HINTS',
  /** One library stylesheet instead of one per vanilla-extract module. Read by `next build`. */
  libraryStyles: 'CLAVIS_TUNING_LIBRARY_STYLES',
  /** Large response strings go out as buffers, and `Buffer.byteLength` counts kept ones from their bytes. Read by `next start`. */
  largeStringBodies: 'CLAVIS_TUNING_LARGE_STRING_BODIES',
  /** A Location header repeated with the same target goes out once. Read by `next start`. */
  singleLocation: 'CLAVIS_TUNING_SINGLE_LOCATION',
  /** Requests Next.js mishandles (bad percent-encoding, control characters, overlong targets, a method the path does not take) are refused before it. A security control: off only to tell whether it refuses a request a new Next.js makes. Read by `next start`. */
  requestGuard: 'CLAVIS_TUNING_REQUEST_GUARD',
  /** The hot route handlers that also have a Next.js route (`POST /api/search`) are answered by the Node.js server before Next.js routes them. Read by `next start`. */
  earlyAnswers: 'CLAVIS_TUNING_EARLY_ANSWERS',
  /** The cache handler's store is the site's shared one (Redis with `REDIS_URL`, the file system kept for an outage) instead of Next.js's file-system cache alone. Read by `next start`. */
  sharedPageCache: 'CLAVIS_TUNING_SHARED_PAGE_CACHE',
} as const;

export type TuningSwitch = keyof typeof TUNING_SWITCHES;

/** Which patches are on. */
export type TuningSwitches = Readonly<Record<TuningSwitch, boolean>>;

/** A switch's variable holds something other than `on` or `off`. */
export class TuningSwitchError extends Error {
  constructor(
    readonly variable: string,
    value: string,
  ) {
    super(`${variable}=${JSON.stringify(value)}: expected "on" or "off" (unset means on)`);
    this.name = 'TuningSwitchError';
  }
}

const tuningSwitchNames = Object.keys(TUNING_SWITCHES) as TuningSwitch[];

/** Every patch on: what an unset environment gives. */
export const ALL_TUNING_ON: TuningSwitches = Object.fromEntries(tuningSwitchNames.map((name) => [name, true])) as Record<TuningSwitch, boolean>;

/** The switches as the environment sets them. */
export function readTuningSwitches(env: Readonly<Record<string, string | undefined>> = process.env): TuningSwitches {
  const switches = { ...ALL_TUNING_ON };
  for (const name of tuningSwitchNames) {
    const variable = TUNING_SWITCHES[name];
    const value = env[variable]?.trim().toLowerCase();
    if (value === undefined || value === '' || value === 'on') continue;
    if (value !== 'off') throw new TuningSwitchError(variable, env[variable] ?? '');
    switches[name] = false;
  }
  return switches;
}

/** The switches that turn a security control off: the start-up line says so, and the README marks them. */
export const SECURITY_CONTROLS: ReadonlySet<TuningSwitch> = new Set<TuningSwitch>(['requestGuard']);

/** The variables of the switches that are off, a security control marked as one, for a start-up line. */
export function switchedOff(switches: TuningSwitches): string[] {
  return tuningSwitchNames
    .filter((name) => !switches[name])
    .map((name) => (SECURITY_CONTROLS.has(name) ? `${TUNING_SWITCHES[name]} (a security control)` : TUNING_SWITCHES[name]));
}
