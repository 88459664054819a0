// What `npm test` prints at its end: the tasks that took longest (from Nx's task profile) and every
// Playwright test that failed (from each suite's JSON report), so a failure
// in the middle of a long CI log is also in its tail.
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

/** The summary text of every report in `reportsDir`. */
export function summarizeReports(reportsDir) {
  if (!existsSync(reportsDir)) return '';
  const lines = [];
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
