import type { Server, ServerResponse } from 'node:http';

/** The servers that have taken a request in this process, and how many requests are still open. */
const servers = new Set<Server>();
let openRequests = 0;

/** Called for every request the server patch sees (`interceptServerRequests`). */
export function followServerRequest(server: Server, response: ServerResponse): void {
  servers.add(server);
  openRequests += 1;
  response.once('close', () => {
    openRequests -= 1;
  });
}

/** Requests received and not yet answered in full. */
export function requestsInFlight(): number {
  return openRequests;
}

const POLL_MS = 25;

/**
 * Stops accepting connections on every server that has answered a request, closes keep-alive
 * connections as they fall idle, and waits for the requests in flight (a download streaming, a
 * form being stored) to finish, at most `timeoutMs`; then closes whatever is left. True when
 * everything finished in time.
 */
export async function drainServers(timeoutMs: number, { now = Date.now } = {}): Promise<boolean> {
  for (const server of servers) server.close();
  const deadline = now() + timeoutMs;
  while (openRequests > 0 && now() < deadline) {
    for (const server of servers) server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const drained = openRequests === 0;
  for (const server of servers) server.closeAllConnections();
  return drained;
}

type Signal = 'SIGTERM' | 'SIGINT';

type Listener = (...args: never[]) => unknown;

export interface SignalTarget {
  listeners(signal: Signal): Listener[];
  removeListener(signal: Signal, listener: Listener): unknown;
  on(signal: Signal, listener: (signal: Signal) => void): unknown;
  exit(code: number): never;
}

/**
 * Makes `shutDown` the process's answer to SIGTERM and SIGINT. Next.js's standalone server installs
 * its own handlers before `register()` runs (unless `NEXT_MANUAL_SIG_HANDLE` is set): they close
 * the server and exit as soon as the requests then open are done, with no time for a load balancer
 * to notice and no way to close the site's own services first, so they are removed here. The process
 * exits 0 once `shutDown` settles; a second signal meanwhile exits at once.
 */
export function takeOverShutdownSignals(shutDown: (signal: Signal) => Promise<unknown>, target: SignalTarget = process as unknown as SignalTarget): void {
  const signals: Signal[] = ['SIGTERM', 'SIGINT'];
  for (const signal of signals) {
    for (const listener of target.listeners(signal)) target.removeListener(signal, listener);
  }
  let stopping = false;
  const onSignal = (signal: Signal) => {
    if (stopping) {
      target.exit(signal === 'SIGINT' ? 130 : 143);
      return;
    }
    stopping = true;
    shutDown(signal).then(
      () => target.exit(0),
      () => target.exit(1),
    );
  };
  for (const signal of signals) target.on(signal, onSignal);
}
