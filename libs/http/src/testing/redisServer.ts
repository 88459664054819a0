import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A `redis-server` (Debian's, /usr/bin) of a test's own: a free port, no persistence, its own process group. */
export interface RedisServer {
  readonly url: string;
  readonly port: number;
  /** Stops it and waits until the port no longer answers. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntil(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await condition()) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`redis-server ${what} within 5 s`);
}

/** Starts one on a free port, or on `port` (a server started again where a stopped one was). */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  port ??= await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'clavis-redis-test-'));
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--enable-debug-command', 'local', '--dir', dir], {
    detached: true,
    stdio: 'ignore',
  });
  const listening = port;
  await waitUntil(() => answers(listening), 'did not answer');
  let stopped: Promise<void> | undefined;
  return {
    url: `redis://127.0.0.1:${listening}`,
    port: listening,
    stop: () =>
      (stopped ??= (async () => {
        try {
          process.kill(-(child.pid as number), 'SIGKILL');
        } catch {
          // Already gone.
        }
        await waitUntil(async () => !(await answers(listening)), 'did not stop');
        rmSync(dir, { recursive: true, force: true });
      })()),
  };
}
