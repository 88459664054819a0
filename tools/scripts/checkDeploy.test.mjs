// `node --test tools/scripts/checkDeploy.test.mjs`: the repository's deploy/ passes check:deploy,
// and broken copies of it are refused (rendered with kubectl, as the check does).
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkCompose, checkDeploy, readMarkets, validateSchemas } from './checkDeploy.mjs';

const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy');
const copies = [];
after(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of deploy/ with `edit(text)` applied to one of its files. */
function brokenCopy(file, edit) {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-deploy-'));
  copies.push(dir);
  cpSync(deployDir, dir, { recursive: true });
  const target = path.join(dir, file);
  const before = readFileSync(target, 'utf8');
  const after = edit(before);
  assert.notEqual(after, before, `the edit of ${file} changed nothing`);
  writeFileSync(target, after);
  return dir;
}

test('the repository deploy/ passes, one overlay per market', async () => {
  const { problems, rows } = await checkDeploy({ deployDir });
  assert.deepEqual(problems, []);
  assert.deepEqual(
    rows.map((row) => row.market),
    readMarkets(),
  );
});

test('a secret given as a literal value is refused', async () => {
  const dir = brokenCopy('k8s/base/deployment.yaml', (text) =>
    text.replace(
      /- name: DRAFT_SECRET\n( +)valueFrom:\n +secretKeyRef: \{[^}]*\}/,
      '- name: DRAFT_SECRET\n$1value: not-so-secret',
    ),
  );
  const { problems } = await checkDeploy({ deployDir: dir });
  assert.ok(
    problems.some((problem) => /germany: .*DRAFT_SECRET comes from a literal value/.test(problem)),
    problems.join('\n'),
  );
});

test('a credential in the ConfigMap is refused', async () => {
  const dir = brokenCopy('k8s/overlays/italy/kustomization.yaml', (text) =>
    text.replace('- SITE_URL=', '- ALGOLIA_SEARCH_KEY=abc\n      - SITE_URL='),
  );
  const { problems } = await checkDeploy({ deployDir: dir });
  assert.ok(
    problems.some((problem) => /^italy: .*ALGOLIA_SEARCH_KEY is a credential/.test(problem)),
    problems.join('\n'),
  );
  assert.ok(
    problems.every((problem) => problem.startsWith('italy: ')),
    problems.join('\n'),
  );
});

test('a container without a readiness probe, or a grace period shorter than the shutdown, is refused', async () => {
  const dir = brokenCopy('k8s/base/deployment.yaml', (text) =>
    text
      .replace(
        / +readinessProbe:\n( +(httpGet|periodSeconds|timeoutSeconds|failureThreshold|successThreshold).*\n)+/,
        '',
      )
      .replace('terminationGracePeriodSeconds: 40', 'terminationGracePeriodSeconds: 30'),
  );
  const { problems } = await checkDeploy({ deployDir: dir });
  for (const market of readMarkets()) {
    assert.ok(
      problems.includes(
        `${market}: Deployment/clavis-site container site: readinessProbe must GET /readyz`,
      ),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((problem) =>
        problem.startsWith(
          `${market}: Deployment/clavis-site: terminationGracePeriodSeconds 30 must exceed`,
        ),
      ),
      problems.join('\n'),
    );
  }
});

test('a missing overlay, TRUST_PROXY_HOPS or required variable is refused', async () => {
  const dir = brokenCopy('k8s/base/kustomization.yaml', (text) =>
    text.replace(/ +- TRUST_PROXY_HOPS=1\n/, '').replace(/ +- OIDC_AUDIENCE=.*\n/, ''),
  );
  rmSync(path.join(dir, 'k8s/overlays/spain'), { recursive: true });
  const { problems } = await checkDeploy({ deployDir: dir });
  assert.ok(
    problems.includes('deploy/k8s/overlays/spain: missing (one overlay per market)'),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((problem) => /^germany: .*TRUST_PROXY_HOPS not set/.test(problem)),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((problem) => /^germany: .*production requires OIDC_AUDIENCE$/.test(problem)),
    problems.join('\n'),
  );
});

test('an HPA aimed elsewhere and a schema violation are refused', async () => {
  const dir = brokenCopy('k8s/base/hpa.yaml', (text) =>
    text
      .replace('name: clavis-site\n  # Two', 'name: other\n  # Two')
      .replace('minReplicas: 2', 'minReplicas: "two"'),
  );
  const { problems } = await checkDeploy({ deployDir: dir });
  assert.ok(
    problems.some((problem) =>
      /^germany: HorizontalPodAutoscaler\/clavis-site: targets Deployment\/other/.test(problem),
    ),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((problem) =>
      /^germany: HorizontalPodAutoscaler\/clavis-site: .*minReplicas must be integer/.test(problem),
    ),
    problems.join('\n'),
  );
});

test('schema validation knows the core and group types and refuses an unknown kind', async () => {
  assert.deepEqual(
    await validateSchemas([
      {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name: 's' },
        spec: { ports: [{ port: 80 }] },
      },
    ]),
    [],
  );
  const problems = await validateSchemas([
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 's' },
      spec: { ports: [{ port: 'eighty' }] },
    },
    { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } },
  ]);
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(problems[0], /^Service\/s: .*port must be integer/);
  assert.match(problems[1], /^Widget\/w: example.com\/v1 Widget is not a Kubernetes API type/);
});

test('compose: an evicting Redis, one instance, a literal secret or a bare upstream are refused', () => {
  const compose = readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8');
  const nginx = readFileSync(path.join(deployDir, 'nginx/staging.conf'), 'utf8');
  assert.deepEqual(checkCompose(compose, () => nginx).problems, []);

  const broken = compose
    .replace('      - noeviction', '      - allkeys-lru')
    .replace(/ {2}site-2:\n(.*\n)*? {6}- site-2-data:\/data\n/, '')
    .replace(/^( +)TRUST_PROXY_HOPS: .*$/m, '$&\n$1DRAFT_SECRET: literal');
  const { problems } = checkCompose(broken, () =>
    nginx.replace(/proxy_set_header X-Forwarded-For .*\n/, ''),
  );
  assert.ok(
    problems.includes('compose.yaml: redis: Redis without --maxmemory-policy noeviction'),
    problems.join('\n'),
  );
  assert.ok(
    problems.includes('compose.yaml: 1 site service(s); staging runs two instances'),
    problems.join('\n'),
  );
  assert.ok(
    problems.includes('compose.yaml: service nginx depends on site-2, which is not a service'),
    problems.join('\n'),
  );
  assert.ok(
    problems.includes(
      'compose.yaml: site-1: DRAFT_SECRET is a literal; secrets come from the env file',
    ),
    problems.join('\n'),
  );
  assert.ok(
    problems.includes(
      './nginx/staging.conf: no proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for',
    ),
    problems.join('\n'),
  );
  assert.ok(
    checkCompose(
      compose.replace('stop_grace_period', 'stop_grace_periods'),
      () => nginx,
    ).problems.includes('compose.yaml: service site-1: unknown key stop_grace_periods'),
  );
});
