import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** One accepted submission as `$DATA_DIR/forms/{market}.jsonl` holds it. */
export interface StoredSubmission {
  id: string;
  formId: string;
  market: string;
  locale: string;
  values: Record<string, unknown>;
  definition: { id: string; fields: { name: string }[] };
}

function spawnGroup(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['tools/scripts/serveApp.mjs', ...args], {
    cwd: workspaceRoot,
    env: { ...process.env, ...env },
    // Its own process group: `next start` and next-server die together when the group is killed.
    detached: true,
    stdio: 'ignore',
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 160; attempt += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

export interface FormsSiteOptions {
  market: string;
  appPort: number;
  contentPort: number;
  dataDir: string;
  webhookUrl: string;
}

/**
 * A market app of its own (its port, its DATA_DIR, a webhook, a short outbox backoff) beside a
 * content server of its own, which a test may kill with SIGKILL and start again.
 */
export interface FormsSite {
  baseURL: string;
  /** Starts the app (again), resolving once it answers. */
  start(): Promise<void>;
  /** SIGKILL to the app's whole process group: no shutdown hook runs. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  submissions(): Promise<StoredSubmission[]>;
}

export async function startFormsSite({ market, appPort, contentPort, dataDir, webhookUrl }: FormsSiteOptions): Promise<FormsSite> {
  const contentURL = `http://127.0.0.1:${contentPort}`;
  const content = spawnGroup(['--content'], { CONTENT_PORT: String(contentPort) });
  await waitFor(`${contentURL}/v2/cdn/spaces/me?token=clavis-local-public-token`);
  const baseURL = `http://127.0.0.1:${appPort}`;
  let app: ChildProcess | undefined;

  const site: FormsSite = {
    baseURL,
    async start() {
      app = spawnGroup([market], {
        PORT: String(appPort),
        // Its public origin: the forms link back only to pages of it, and refuse posts from others.
        SITE_URL: baseURL,
        CMS_BASE_URL: `${contentURL}/v2`,
        DATA_DIR: dataDir,
        FORMS_WEBHOOK_URL: webhookUrl,
        FORMS_OUTBOX_RETRY_MS: '100',
        FORMS_OUTBOX_MAX_RETRY_MS: '400',
        // The tests name their clients in X-Forwarded-For as a proxy would: one trusted hop.
        TRUST_PROXY_HOPS: '1',
      });
      await waitFor(`${baseURL}/api/version`);
    },
    async kill() {
      if (!app) return;
      killGroup(app, 'SIGKILL');
      await exited(app);
      app = undefined;
    },
    async stop() {
      if (app) {
        killGroup(app, 'SIGTERM');
        await exited(app);
        app = undefined;
      }
      killGroup(content, 'SIGTERM');
      await exited(content);
    },
    async submissions() {
      const text = await readFile(join(dataDir, 'forms', `${market}.jsonl`), 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as StoredSubmission);
    },
  };
  await site.start();
  return site;
}
