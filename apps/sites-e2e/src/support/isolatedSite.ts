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

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['tools/scripts/serveApp.mjs', ...args], {
    cwd: workspaceRoot,
    env: { ...process.env, ...env },
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

function stopGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

export async function startIsolatedSite({ market, appPort, contentPort }: { market: string; appPort: number; contentPort: number }): Promise<IsolatedSite> {
  const contentURL = `http://127.0.0.1:${contentPort}`;
  const content = start(['--content'], { CONTENT_PORT: String(contentPort) });
  await waitFor(`${contentURL}/v2/cdn/spaces/me?token=clavis-local-public-token`);
  const app = start([market], { PORT: String(appPort), CMS_BASE_URL: `${contentURL}/v2` });
  const baseURL = `http://127.0.0.1:${appPort}`;
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
      stopGroup(app);
      stopGroup(content);
    },
  };
}

/**
 * The built market app served on its own port against the shared content server, with extra
 * environment (a `CLAVIS_TUNING_*` switch turned off, say).
 */
export async function startSiteWithEnv({ market, appPort, env }: { market: string; appPort: number; env: Record<string, string> }): Promise<{ baseURL: string; stop(): void }> {
  const app = start([market], { PORT: String(appPort), ...env });
  const baseURL = `http://127.0.0.1:${appPort}`;
  await waitFor(`${baseURL}/api/version`);
  return { baseURL, stop: () => stopGroup(app) };
}
