#!/usr/bin/env node
// A Node new enough for this workspace, on machines whose own is older (Debian's and many CI
// images' Node 20 reached its end of life in April 2026): the npm registry's `node` package is a
// Node binary (no other download), kept in ~/.cache/clavis/node-24 for the next run.
//   node tools/scripts/ensureNode.mjs 24   prints the folder of a Node 24 or newer to put first on PATH
// Written for the oldest Node it may meet: no syntax or API newer than Node 18.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { workspaceRoot } from './workspace.mjs';

const PROVIDED_MAJOR = 24;

/** The major version `engines.node` asks for (">=22" → 22). */
export function requiredNodeMajor() {
  const range = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')).engines?.node ?? '';
  const major = /(\d+)/.exec(range);
  return major ? Number(major[1]) : PROVIDED_MAJOR;
}

export function runningNodeMajor() {
  return Number(process.versions.node.split('.')[0]);
}

function providedNodeDir() {
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'clavis', `node-${PROVIDED_MAJOR}`);
}

/**
 * The bin folder of a Node of at least `major`: the running one's when it is, else the provided
 * Node's (installed first if missing; exits 1 if that fails).
 */
export function nodeBinDir(major) {
  if (runningNodeMajor() >= major) return dirname(process.execPath);
  const prefix = providedNodeDir();
  const bin = join(prefix, 'node_modules/node/bin');
  if (!existsSync(join(bin, 'node'))) {
    const install = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', prefix, `node@${PROVIDED_MAJOR}`], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (install.status !== 0) {
      console.error(`Installing Node ${PROVIDED_MAJOR} from the npm registry into ${prefix} failed; install Node ${major} or newer and run again.`);
      process.exit(1);
    }
  }
  return bin;
}

/**
 * Goes on in this process when its Node is new enough for the workspace; otherwise says so in one
 * line and runs the same script again under the provided Node, ending with its exit code.
 */
export function rerunUnderRequiredNode() {
  const major = requiredNodeMajor();
  if (runningNodeMajor() >= major) return;
  if (process.env.CLAVIS_NODE_RERUN) {
    console.error(`Node ${process.versions.node} is older than the Node ${major} this workspace needs; install Node ${major} or newer.`);
    process.exit(1);
  }
  console.log(`Node ${process.versions.node} is older than the Node ${major} this workspace needs; running with Node ${PROVIDED_MAJOR} from the npm registry (${providedNodeDir()}).`);
  const bin = nodeBinDir(major);
  const result = spawnSync(join(bin, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, CLAVIS_NODE_RERUN: '1' },
  });
  process.exit(result.status ?? 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const major = Number(process.argv[2] ?? requiredNodeMajor());
  console.log(nodeBinDir(major));
}
