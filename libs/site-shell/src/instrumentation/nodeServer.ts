import { registerTuning } from '@clavis/next-tuning/instrumentation';
import { startFormsOutbox } from '../api/forms';
import { hardenServer } from './hardenServer';

/**
 * What `register()` does in the Node.js runtime: requests the server cannot parse are refused and
 * every page gets its Content-Security-Policy (`hardenServer`), next-tuning's patches of Node's HTTP responses
 * (each behind its `CLAVIS_TUNING_*` switch), then the forms outbox, so what an earlier run left
 * undelivered goes out. A module of its own so that the Edge build of the instrumentation never
 * reaches `node:http`.
 */
export async function prepareNodeServer(): Promise<void> {
  hardenServer();
  registerTuning();
  await startFormsOutbox();
}
