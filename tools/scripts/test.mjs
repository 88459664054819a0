#!/usr/bin/env node
// `npm test`: every check of the workspace through Nx, so unchanged projects come from the cache.
// `npm test -- --affected` limits the run to what changed since main (or NX_BASE).
//
// Under CI's load (2 cores, two browser suites at once) a timing-bound end-to-end test can fail
// where it passes alone. The failed tasks therefore run once more (their dependencies come from
// the cache), and both outcomes are printed at the end with the failures' messages, so a flaky
// test is reported, not hidden.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { failedTasksArgs, summarizeReports, taskDurations } from './testReports.mjs';
import { workspaceRoot } from './workspace.mjs';

const targets = ['lint', 'typecheck', 'test', 'build', 'check-package', 'e2e'];
const affected = process.argv.includes('--affected');
const args = affected
  ? ['nx', 'affected', '-t', ...targets, `--base=${process.env.NX_BASE ?? 'main'}`]
  : ['nx', 'run-many', '-t', ...targets];
const reportsDir = join(workspaceRoot, 'dist', 'test-reports');
rmSync(reportsDir, { recursive: true, force: true });

function runOnce(attempt, nxArgs) {
  const startedAt = Date.now();
  const profile = join(reportsDir, `nx-profile-${attempt}.json`);
  const result = spawnSync('npx', [...nxArgs, '--outputStyle=static', '--parallel=2'], {
    cwd: workspaceRoot,
    stdio: 'inherit',
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
  return { status: result.status ?? 1, seconds: (Date.now() - startedAt) / 1000, durations: taskDurations(profile), failures: summarizeReports(reportsDir) };
}

const first = runOnce(1, args);
const runs = [first];
if (first.status !== 0) {
  // The first run's reports move aside, so the second run's summary holds only its own suites.
  const firstReports = join(reportsDir, 'run-1');
  mkdirSync(firstReports, { recursive: true });
  for (const file of readdirSync(reportsDir).filter((name) => name.endsWith('.playwright.json'))) renameSync(join(reportsDir, file), join(firstReports, file));
  const again = failedTasksArgs(first.durations) ?? args;
  console.log(`\nnpm test: some tasks failed; running them once more: ${again.join(' ')}\n`);
  runs.push(runOnce(2, again));
}

const minutes = (seconds) => `${Math.floor(Math.round(seconds) / 60)} min ${Math.round(seconds) % 60} s`;
for (const [index, run] of runs.entries()) {
  console.log(`\n=== npm test, run ${index + 1}: exit ${run.status}, ${minutes(run.seconds)}`);
  const failedTasks = run.durations.filter((task) => task.status === 'failure');
  if (failedTasks.length > 0) console.log(`failed tasks: ${failedTasks.map((task) => task.task).join(', ')}`);
  if (run.failures) console.log(`Playwright tests that failed or passed on retry:\n${run.failures}`);
  const longest = run.durations.filter((task) => !task.status.includes('cache')).slice(0, 10);
  if (longest.length > 0) {
    console.log('the ten longest tasks (the content server and identity provider run as long as the tasks that need them):');
    for (const task of longest) console.log(`  ${task.seconds.toFixed(0).padStart(5)} s  ${task.task}  (${task.status})`);
  }
}
if (runs.length > 1) console.log(`\nnpm test: ${minutes(runs.reduce((total, run) => total + run.seconds, 0))} in all`);
process.exit(runs.at(-1).status);
