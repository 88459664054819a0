// Public API of @clavis/next-tuning: the config side (Node, read by next.config). The cache handler
// is `@clavis/next-tuning/cache-handler`, the server patches `@clavis/next-tuning/instrumentation`.
export { createNextTuning } from './createNextTuning.js';
export type { NextTuning, NextTuningOptions } from './createNextTuning.js';
export { readTuningSwitches, TUNING_SWITCHES, ALL_TUNING_ON, TuningSwitchError } from './switches.js';
export type { TuningSwitch, TuningSwitches } from './switches.js';
export { VERIFIED_NEXT_MINOR } from './nextVersion.js';
