#!/usr/bin/env node
// `npm test`: every check of the workspace through Nx, so unchanged projects come from the cache.
// `npm test -- --affected` limits the run to what changed since main (or NX_BASE).
//
// Each task runs once and each test once (Playwright's `retries` is 0): a test that passes only on
// a second try is a bug to fix at its cause, not something to hide behind a green run. At the end
// the failures' messages are printed again, where CI's tail shows them, with the total time and
// the ten longest tasks. In CI (CI=true) Nx's cache is neither read nor written (see skipCache).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { summarizeReports, taskDurations } from './testReports.mjs';
import { workspaceRoot } from './workspace.mjs';

const targets = ['lint', 'typecheck', 'test', 'build', 'check-package', 'e2e'];
const affected = process.argv.includes('--affected');
// CI starts from a fresh machine whose Nx cache is empty: nothing can be read from it, and storing
// the five apps' build output in it (0.3 to 1 GB each, prerendered pages twice: in .next/server and
// in the standalone folder) kept one of the two cores idle for 95 s of the run. A CI machine that
// keeps `~/.nx` between runs sets CLAVIS_CI_CACHE=1 to use it.
const skipCache = process.env.CI === 'true' && process.env.CLAVIS_CI_CACHE !== '1';
const args = [
  ...(affected
    ? ['nx', 'affected', '-t', ...targets, `--base=${process.env.NX_BASE ?? 'main'}`]
    : ['nx', 'run-many', '-t', ...targets]),
  ...(skipCache ? ['--skip-nx-cache'] : []),
];
const reportsDir = join(workspaceRoot, 'dist', 'test-reports');
rmSync(reportsDir, { recursive: true, force: true });

// A run still going after this many minutes is stopped, so that what failed is printed below
// before CI's own limit (90 min) ends the job without a word (it did once: a test's servers that
// never stopped held the run for an hour). CLAVIS_TEST_DEADLINE_MINUTES=0 turns it off.
const deadlineMinutes = Number(process.env.CLAVIS_TEST_DEADLINE_MINUTES ?? (process.env.CI === 'true' ? 80 : 0));

const startedAt = Date.now();
const profile = join(reportsDir, 'nx-profile.json');
const run = spawn('npx', [...args, '--outputStyle=static', '--parallel=2'], {
  cwd: workspaceRoot,
  stdio: 'inherit',
  // Its own process group, so that a run past the deadline is stopped with every task it started.
  detached: true,
  env: {
    ...process.env,
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_TUI: 'false',
    // Nx joins this to its working directory, absolute or not.
    NX_PROFILE: relative(workspaceRoot, profile),
    NEXT_TELEMETRY_DISABLED: '1',
    CI: process.env.CI ?? 'true',
  },
});
const stopGroup = (signal) => {
  try {
    process.kill(-run.pid, signal);
  } catch {
    // already gone
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopGroup(signal));
let pastDeadline = false;
const deadline =
  deadlineMinutes > 0
    ? setTimeout(() => {
        pastDeadline = true;
        console.log(`\n=== npm test: still running after ${deadlineMinutes} min: stopping it`);
        stopGroup('SIGTERM');
        setTimeout(() => stopGroup('SIGKILL'), 10_000).unref();
      }, deadlineMinutes * 60_000)
    : undefined;
const exitCode = await new Promise((resolve) => run.once('exit', (code) => resolve(code)));
clearTimeout(deadline);
// Nx writes its profile once every task has run: an exit 0 without it ended early (it once
// did so silently, leaving tasks it could not schedule unrun), which must not pass as green.
const unfinished = exitCode === 0 && !existsSync(profile);
if (unfinished) console.log('\n=== npm test: Nx ended without its profile: not every task ran');
const status = pastDeadline || unfinished ? 1 : (exitCode ?? 1);
const seconds = Math.round((Date.now() - startedAt) / 1000);
const durations = taskDurations(profile);

console.log(
  `\n=== npm test: exit ${status}, ${Math.floor(seconds / 60)} min ${seconds % 60} s${pastDeadline ? ` (stopped at its ${deadlineMinutes}-minute deadline)` : ''}`,
);
const failedTasks = durations.filter((task) => task.status === 'failure');
if (failedTasks.length > 0)
  console.log(`failed tasks: ${failedTasks.map((task) => task.task).join(', ')}`);
const failures = summarizeReports(reportsDir);
if (failures) console.log(`tests that failed:\n${failures}`);
const longest = durations.filter((task) => !task.status.includes('cache')).slice(0, 10);
if (longest.length > 0) {
  console.log(
    'the ten longest tasks (the content server and identity provider run as long as the tasks that need them):',
  );
  for (const task of longest)
    console.log(
      `  ${String(Math.round(task.seconds)).padStart(5)} s  ${task.task}  (${task.status})`,
    );
}
process.exit(status);
