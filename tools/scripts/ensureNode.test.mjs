import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { nodeBinDir, requiredNodeMajor } from './ensureNode.mjs';

const majorOf = (node) => Number(spawnSync(node, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).stdout.trim());
// A Node older than the workspace needs, as a fresh machine has (Debian's /usr/bin/node), if any.
const olderNode = ['/usr/bin/node', '/usr/local/bin/node'].find((node) => {
  const major = majorOf(node);
  return major > 0 && major < requiredNodeMajor();
});

test('the workspace asks for the Node its engines field names', () => {
  assert.ok(requiredNodeMajor() >= 22);
});

test('a new enough Node is used as it is', () => {
  assert.equal(nodeBinDir(Number(process.versions.node.split('.')[0])), dirname(process.execPath));
});

test('under an older Node, a script says so in one line and runs again under the provided Node', { skip: olderNode ? false : 'no Node older than the workspace needs on this machine' }, () => {
  const script = join(mkdtempSync(join(tmpdir(), 'ensure-node-')), 'script.mjs');
  writeFileSync(
    script,
    `import { rerunUnderRequiredNode } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'ensureNode.mjs')).href)};\nrerunUnderRequiredNode();\nconsole.log('ran on ' + process.versions.node.split('.')[0]);\nprocess.exit(3);\n`,
  );
  const result = spawnSync(olderNode, [script], { encoding: 'utf8' });
  const lines = result.stdout.trim().split('\n');
  assert.equal(result.status, 3, result.stderr);
  assert.match(lines[0], new RegExp(`^Node \\d+\\.\\d+\\.\\d+ is older than the Node ${requiredNodeMajor()} this workspace needs; running with Node 24`));
  assert.equal(lines.at(-1), 'ran on 24');
  assert.equal(lines.length, 2);
});
