// What `npm test` prints at its end: the tasks that took longest (from Nx's task profile) and every
// test that failed (from each Playwright suite's JSON report and each node:test suite's TAP file),
// so a failure in the middle of a long CI log is also in its tail.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** `[{ task, seconds, status }]` longest first, from an `NX_PROFILE` file. */
export function taskDurations(profileFile) {
  if (!existsSync(profileFile)) return [];
  const events = JSON.parse(readFileSync(profileFile, 'utf8'));
  return events
    .filter((event) => event.ph === 'X')
    .map((event) => ({ task: event.name, seconds: event.dur / 1e6, status: event.args?.status ?? '' }))
    .sort((a, b) => b.seconds - a.seconds);
}

function* specsOf(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) yield { spec, path };
  for (const child of suite.suites ?? []) yield* specsOf(child, path);
}

/** `{ failed: [...], flaky: [...] }` of one Playwright JSON report, each `{ title, error }`. */
export function playwrightOutcomes(reportFile) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const failed = [];
  const flaky = [];
  for (const suite of report.suites ?? []) {
    for (const { spec, path } of specsOf(suite)) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const firstError = test.results.find((result) => result.status !== 'passed' && result.status !== 'skipped');
        const message = firstError?.error?.message ?? firstError?.errors?.[0]?.message ?? firstError?.status ?? '';
        const entry = { title: [...path, spec.title].join(' › '), error: stripVTControlCharacters(message).split('\n').slice(0, 12).join('\n') };
        (test.status === 'unexpected' ? failed : flaky).push(entry);
      }
    }
  }
  return { failed, flaky };
}

/**
 * `[{ title, error }]` of the tests a node:test TAP report (`--test-reporter=tap`) says failed: each
 * `not ok` line's title with its YAML block's `error`, and the diagnostics the test printed after it
 * (`t.diagnostic`: the figures a failed goal is read with).
 */
export function nodeTestFailures(tapText) {
  const lines = tapText.split('\n');
  const failed = [];
  for (let index = 0; index < lines.length; index += 1) {
    const notOk = /^(\s*)not ok \d+ - (.*)$/.exec(lines[index]);
    if (!notOk) continue;
    const [, indentation, title] = notOk;
    const error = [];
    let line = index + 1;
    if (lines[line] === `${indentation}  ---`) {
      for (line += 1; line < lines.length && lines[line] !== `${indentation}  ...`; line += 1) {
        const field = new RegExp(`^${indentation}  error: (.*)$`).exec(lines[line]);
        if (!field) continue;
        if (field[1] !== '|-') {
          error.push(field[1].replace(/^'(.*)'$/, '$1'));
          continue;
        }
        while (lines[line + 1]?.startsWith(`${indentation}    `)) {
          line += 1;
          error.push(lines[line].slice(indentation.length + 4));
        }
      }
      line += 1;
    }
    for (; line < lines.length && lines[line].startsWith(`${indentation}# `) && !lines[line].startsWith(`${indentation}# Subtest:`); line += 1)
      error.push(lines[line].slice(indentation.length + 2).slice(0, 400));
    failed.push({ title, error: error.slice(0, 16).join('\n') });
  }
  return failed;
}

/** The summary text of every report in `reportsDir`. */
export function summarizeReports(reportsDir) {
  if (!existsSync(reportsDir)) return '';
  const lines = [];
  for (const name of readdirSync(reportsDir).filter((file) => file.endsWith('.node-test.tap')).sort()) {
    const suite = name.replace('.node-test.tap', '');
    for (const { title, error } of nodeTestFailures(readFileSync(join(reportsDir, name), 'utf8'))) lines.push(`FAILED  ${suite}: ${title}\n${indent(error)}`);
  }
  for (const name of readdirSync(reportsDir).filter((file) => file.endsWith('.playwright.json')).sort()) {
    let outcomes;
    try {
      outcomes = playwrightOutcomes(join(reportsDir, name));
    } catch (error) {
      lines.push(`${name}: unreadable report (${error.message})`);
      continue;
    }
    const suite = name.replace('.playwright.json', '');
    for (const { title, error } of outcomes.failed) lines.push(`FAILED  ${suite}: ${title}\n${indent(error)}`);
    for (const { title, error } of outcomes.flaky) lines.push(`flaky   ${suite}: ${title}\n${indent(error)}`);
  }
  return lines.join('\n');
}

const indent = (text) =>
  text
    .split('\n')
    .map((line) => `          ${line}`)
    .join('\n');
