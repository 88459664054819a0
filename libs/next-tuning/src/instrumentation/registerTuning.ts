import { unverifiedNextWarning } from '../nextVersion.ts';
import { type TuningSwitches, readTuningSwitches, switchedOff } from '../switches.ts';
import { answerConditionalRequests } from './conditionalRequests.ts';
import { sendLargeStringsAsBuffers } from './largeStringBodies.ts';
import { hydrateRenderedPagesAfterPaint } from './renderedPagesAfterPaint.ts';
import { runningNextVersion } from './runningNextVersion.ts';
import { sendSingleLocation } from './singleLocation.ts';

export interface RegisterTuningOptions {
  /**
   * Which patches are on.
   * @default readTuningSwitches(process.env)
   */
  switches?: TuningSwitches;
  /**
   * The Next.js version that runs; another minor than the verified one logs one warning.
   * @default runningNextVersion() (the `next/package.json` Node resolves from the working directory)
   */
  nextVersion?: string | undefined;
  /** Where the start-up lines go. @default console.warn */
  warn?: (line: string) => void;
}

/**
 * The server side of the tuning, for Next.js's `register()` (once per server process): patches
 * Node's HTTP responses as the switches say (large strings as buffers, 304 from the page's ETag,
 * one Location, pages rendered per request hydrated after their largest paint), warns once when another Next.js minor than the verified one runs, and names the
 * patches turned off.
 */
export function registerTuning({ switches = readTuningSwitches(), nextVersion = runningNextVersion(), warn = console.warn }: RegisterTuningOptions = {}): void {
  const versionWarning = nextVersion === undefined ? null : unverifiedNextWarning(nextVersion);
  if (versionWarning) warn(versionWarning);
  const off = switchedOff(switches);
  if (off.length > 0) warn(`@clavis/next-tuning: turned off by the environment: ${off.join(', ')}`);
  if (switches.largeStringBodies) sendLargeStringsAsBuffers();
  if (switches.pageEtag) answerConditionalRequests();
  if (switches.singleLocation) sendSingleLocation();
  if (switches.hydrationAfterPaint) hydrateRenderedPagesAfterPaint();
}
