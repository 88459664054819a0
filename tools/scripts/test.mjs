#!/usr/bin/env node
// `npm test`: every check of the workspace through Nx, so unchanged projects come from the cache.
// `npm test -- --affected` limits the run to what changed since main (or NX_BASE).
import { spawnSync } from 'node:child_process';
import { workspaceRoot } from './workspace.mjs';

const targets = ['lint', 'typecheck', 'test', 'build', 'check-package', 'e2e'];
const affected = process.argv.includes('--affected');
const args = affected
  ? ['nx', 'affected', '-t', ...targets, `--base=${process.env.NX_BASE ?? 'main'}`]
  : ['nx', 'run-many', '-t', ...targets];

const result = spawnSync('npx', [...args, '--outputStyle=static', '--parallel=2'], {
  cwd: workspaceRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_TUI: 'false',
    NEXT_TELEMETRY_DISABLED: '1',
    CI: process.env.CI ?? 'true',
  },
});
process.exit(result.status ?? 1);
