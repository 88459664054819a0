import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const workspaceRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * A content server of its own and the built market app served against it, each on its own port,
 * so a test can inject CMS faults without touching the shared servers (DESIGN.md section 2).
 */
export interface IsolatedSite {
  baseURL: string;
  contentURL: string;
  setFaults(faults: Record<string, unknown>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A second server on the suite's build keeps the pages it renders in memory (CACHE_DISK_WRITES=off):
 * written to `.next/server/app`, its content (a page unpublished on its own content server, say)
 * would be what the suite's server serves next.
 */
function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['tools/scripts/serveApp.mjs', ...args], {
    cwd: workspaceRoot,
    env: { ...process.env, CACHE_DISK_WRITES: 'off', ...env },
    detached: true,
    stdio: 'ignore',
  });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Refuses a port something already answers on: `serveApp.mjs --content` would idle beside it, and
 * `next start` would exit on EADDRINUSE while the leftover server (an interrupted run's, perhaps of
 * another build, writing its pages into this build's cache) answered the tests in its place.
 */
async function assertFree(url: string): Promise<void> {
  const answered = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`${url} already answers: stop the server left there (an interrupted run's?) first`);
}

/** Stops a server's process group and resolves once it has gone (SIGKILL after 10 s), so its port is free. */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // already gone
    }
  };
  signalGroup('SIGTERM');
  const kill = setTimeout(() => signalGroup('SIGKILL'), 10_000);
  return gone.finally(() => clearTimeout(kill));
}

/**
 * `cmsHost` is the name the app reaches its content server by (the embedded space's origin, which
 * may also frame draft pages as its editor): `localhost` makes it another site than the app's.
 */
export async function startIsolatedSite({
  market,
  appPort,
  contentPort,
  cmsHost = '127.0.0.1',
}: {
  market: string;
  appPort: number;
  contentPort: number;
  cmsHost?: string;
}): Promise<IsolatedSite> {
  const contentURL = `http://127.0.0.1:${contentPort}`;
  const baseURL = `http://127.0.0.1:${appPort}`;
  await Promise.all([assertFree(contentURL), assertFree(baseURL)]);
  const content = start(['--content'], { CONTENT_PORT: String(contentPort) });
  await waitFor(`${contentURL}/v2/cdn/spaces/me?token=clavis-local-public-token`);
  const app = start([market], { PORT: String(appPort), CMS_BASE_URL: `http://${cmsHost}:${contentPort}/v2` });
  await waitFor(`${baseURL}/api/version`);
  return {
    baseURL,
    contentURL,
    async setFaults(faults) {
      const response = await fetch(`${contentURL}/__admin/faults`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(faults),
      });
      if (!response.ok) throw new Error(`faults: ${response.status}`);
    },
    async stop() {
      await Promise.all([stopGroup(app), stopGroup(content)]);
    },
  };
}

/**
 * The built market app served on its own port against the shared content server, with extra
 * environment (a `CLAVIS_TUNING_*` switch turned off, say).
 */
export async function startSiteWithEnv({ market, appPort, env }: { market: string; appPort: number; env: Record<string, string> }): Promise<{ baseURL: string; stop(): Promise<void> }> {
  const baseURL = `http://127.0.0.1:${appPort}`;
  await assertFree(baseURL);
  const app = start([market], { PORT: String(appPort), ...env });
  await waitFor(`${baseURL}/api/version`);
  return { baseURL, stop: () => stopGroup(app) };
}
