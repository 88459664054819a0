// Public API of @clavis/next-tuning: the config side (Node, read by next.config). The cache handler
// is `@clavis/next-tuning/cache-handler`, the server patches `@clavis/next-tuning/instrumentation`.
export { createNextTuning } from './createNextTuning.ts';
export type { NextTuning, NextTuningOptions } from './createNextTuning.ts';
export { readTuningSwitches, TUNING_SWITCHES, ALL_TUNING_ON, TuningSwitchError } from './switches.ts';
export type { TuningSwitch, TuningSwitches } from './switches.ts';
export { VERIFIED_NEXT_MINOR } from './nextVersion.ts';
