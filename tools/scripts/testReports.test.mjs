import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nodeTestFailures } from './testReports.mjs';

// A TAP report as `node --test --test-reporter=tap` writes it (Node 24), trimmed of stack lines.
const tap = `TAP version 13
# Subtest: passes
ok 1 - passes
  ---
  duration_ms: 1.39
  ...
# Subtest: a publish reaches all three within 5 s
not ok 2 - a publish reaches all three within 5 s
  ---
  duration_ms: 2.67
  failureType: 'testCodeFailure'
  error: |-
    not current within 5000 ms: instance 3: listing
    + actual - expected
    
    + [
    +   'instance 3: listing'
    + ]
    - []
  code: 'ERR_ASSERTION'
  stack: |-
    TestContext.<anonymous> (file:///tmp/a.test.mjs:4:65)
  ...
# webhooks answered after 775 ms
# Subtest: throws
not ok 3 - throws
  ---
  duration_ms: 0.13
  error: 'boom'
  code: 'ERR_TEST_FAILURE'
  ...
1..3
# tests 3
# fail 2
`;

test('a TAP report names each failed test with its error and the diagnostics it printed', () => {
  assert.deepEqual(nodeTestFailures(tap), [
    {
      title: 'a publish reaches all three within 5 s',
      error: ["not current within 5000 ms: instance 3: listing", '+ actual - expected', '', '+ [', "+   'instance 3: listing'", '+ ]', '- []', 'webhooks answered after 775 ms'].join('\n'),
    },
    { title: 'throws', error: 'boom' },
  ]);
});

test('a report whose tests all passed names none', () => {
  assert.deepEqual(nodeTestFailures('TAP version 13\nok 1 - passes\n  ---\n  duration_ms: 1\n  ...\n1..1\n'), []);
});
