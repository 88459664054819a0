import { registerTuning } from '@clavis/next-tuning/instrumentation';
import { startFormsOutbox } from '../api/forms';
import { checkProductionSecrets, EMBEDDED_WARNING } from '../config/productionSecrets';
import { hardenServer } from './hardenServer';

/**
 * What `register()` does in the Node.js runtime: a production server without its real identity
 * provider and secrets refuses to start (config/productionSecrets), requests the server cannot parse are refused and
 * every page gets its Content-Security-Policy (`hardenServer`), next-tuning's patches of Node's HTTP responses
 * (each behind its `CLAVIS_TUNING_*` switch), then the forms outbox, so what an earlier run left
 * undelivered goes out. A module of its own so that the Edge build of the instrumentation never
 * reaches `node:http`.
 */
export async function prepareNodeServer(): Promise<void> {
  // `next build` loads the instrumentation too; only a server that will answer requests is checked.
  if (process.env['NEXT_PHASE'] !== 'phase-production-build') {
    const check = checkProductionSecrets(process.env);
    if (!check.ok) {
      console.error(check.message);
      process.exit(1);
    }
    if (check.embedded) console.warn(EMBEDDED_WARNING);
  }
  hardenServer();
  registerTuning();
  await startFormsOutbox();
}
