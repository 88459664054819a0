import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { followServerRequest } from './gracefulShutdown.ts';

const INSTALLED = Symbol.for('clavis.next-tuning.serverRequests');

/**
 * Runs around the whole handling of one request, steps and Next.js alike (`handle`): where a
 * request's context starts (its id, an AsyncLocalStorage store every line it logs reads) and its
 * access line is arranged.
 */
export type AroundRequest = (request: IncomingMessage, response: ServerResponse, handle: () => boolean) => boolean;

/** One step a request passes before Next.js: true when it answered the request (Next.js never sees it). */
export type RequestStep = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * Runs `steps`, in order, on every request the Node.js HTTP server receives, before Next.js's
 * handler: the first step that answers the request ends it there. Next.js's server is a
 * `node:http` Server that already exists when `register()` runs, so the patch goes on the class's
 * `emit` (its `'request'` event), which reaches it.
 *
 * Installed once per process, from `registerTuning()`; later calls do nothing.
 */
export function interceptServerRequests(steps: readonly RequestStep[], target: object = Server.prototype, around: AroundRequest = (_request, _response, handle) => handle()): void {
  const methods = target as Record<string | symbol, unknown>;
  if (methods[INSTALLED]) return;
  const emit = methods['emit'] as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  methods['emit'] = function emitAfterSteps(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request') return Reflect.apply(emit, this, [event, ...args]);
    const [request, response] = args as [IncomingMessage, ServerResponse];
    followServerRequest(this, response);
    return around(request, response, () => {
      for (const step of steps) if (step(request, response)) return true;
      return Reflect.apply(emit, this, [event, ...args]);
    });
  };
  methods[INSTALLED] = true;
}
