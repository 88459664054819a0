// Servers the shipping checks start and stop: each in its own process group (Next's server forks),
// stopped as a group.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** How long a stopped server may take over its shutdown before its group is killed outright. */
const STOP_GRACE_MS = 5_000;

export function startProcess(command, args, { cwd = workspaceRoot, env = {} } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = (signal) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  /**
   * Sends `signal` to the whole group; resolves once the process is gone. A server that has not
   * gone `STOP_GRACE_MS` after a SIGTERM is killed: Next's shutdown waits for every open request,
   * and a server that never went kept the test's process, and CI, waiting until CI's limit.
   */
  const end = async (signal) => {
    if (!running()) return;
    kill(signal);
    const killer = signal === 'SIGKILL' ? undefined : setTimeout(() => kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(killer);
  };
  return {
    child,
    stderr: () => stderr,
    running,
    /** SIGTERM to the whole group (SIGKILL if it lingers); resolves once the process is gone. */
    stop: () => end('SIGTERM'),
    /** SIGKILL to the whole group (no shutdown hook runs); resolves once the process is gone. */
    killHard: () => end('SIGKILL'),
  };
}

/**
 * Resolves once `url` answers below 500. Fails after `timeoutMs`, or at once when `server` (what
 * startProcess answered) exits first, with what the server printed: a server that never answers
 * is a failure to read, not a wait until the test's or CI's limit.
 */
export async function waitForAnswer(url, { server, timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no connection';
  const printed = () => (server ? `; it printed:\n${server.stderr()}` : '');
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, Math.min(5_000, deadline - Date.now()))) });
      await response.body?.cancel();
      if (response.status < 500) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    // Asked after the request: a server that exits because another answers on its port is fine.
    if (server && !server.running()) throw new Error(`${url}: the server exited (${server.child.exitCode ?? server.child.signalCode}) before answering${printed()}`);
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (last: ${last})${printed()}`);
}

/**
 * The embedded content server on `port`, or the one already answering there. `track` is given the
 * process as soon as it is started, so that whoever stops the test's servers stops it too when it
 * never answers.
 */
export async function startContentServer(port, { track = () => undefined } = {}) {
  const server = startProcess(process.execPath, ['tools/scripts/serveApp.mjs', '--content'], { env: { CONTENT_PORT: String(port) } });
  track(server);
  const contentURL = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${contentURL}/v2/cdn/spaces/me?token=clavis-local-public-token`, { server });
  return { ...server, contentURL };
}
