// Servers the shipping checks start and stop: each in its own process group (Next's server forks),
// stopped as a group.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));

export function startProcess(command, args, { cwd = workspaceRoot, env = {} } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const kill = (signal) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  /** Sends `signal` to the whole group; resolves once the process is gone. */
  const end = async (signal) => {
    const gone = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
    kill(signal);
    await gone;
  };
  return {
    child,
    stderr: () => stderr,
    stop: () => kill('SIGTERM'),
    /** SIGTERM to the whole group; resolves once the process is gone. */
    stopped: () => end('SIGTERM'),
    /** SIGKILL to the whole group (no shutdown hook runs); resolves once the process is gone. */
    killHard: () => end('SIGKILL'),
  };
}

export async function waitForAnswer(url, attempts = 240) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

/** The embedded content server on `port`, or the one already answering there. */
export async function startContentServer(port) {
  const server = startProcess(process.execPath, ['tools/scripts/serveApp.mjs', '--content'], { env: { CONTENT_PORT: String(port) } });
  const contentURL = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${contentURL}/v2/cdn/spaces/me?token=clavis-local-public-token`);
  return { ...server, contentURL };
}
