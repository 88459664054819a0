// Lints one-line import fixtures placed (virtually) inside each library and checks the result
// against DESIGN.md section 1's dependency table, written out here on its own so that a change to
// the lint rules that loosens the table fails this test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));

const designTable = {
  'design-system': [],
  'i18n-routing': [],
  'cms-client': ['i18n-routing'],
  auth: [],
  forms: ['design-system', 'i18n-routing'],
  blocks: ['design-system', 'i18n-routing', 'cms-client', 'forms'],
  search: ['design-system', 'i18n-routing'],
  extranet: ['auth', 'blocks', 'search', 'design-system', 'i18n-routing', 'cms-client'],
  'next-tuning': [],
  'site-shell': ['next-tuning', 'design-system', 'i18n-routing', 'cms-client', 'auth', 'forms', 'blocks', 'search', 'extranet'],
};
const libs = Object.keys(designTable);
const eslint = new ESLint({ cwd: workspaceRoot });

async function boundaryErrors(lib, source) {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, {
    filePath: `${workspaceRoot}libs/${lib}/src/boundaryFixture.ts`,
  });
  return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries');
}

for (const lib of libs) {
  for (const target of libs.filter((other) => other !== lib)) {
    const allowed = designTable[lib].includes(target);
    test(`${lib} ${allowed ? 'may' : 'may not'} import ${target}`, async () => {
      const errors = await boundaryErrors(lib, `import * as imported from '@clavis/${target}';`);
      assert.equal(errors.length, allowed ? 0 : 1, JSON.stringify(errors));
    });
  }

  const mayImportNext = lib === 'site-shell' || lib === 'next-tuning';
  test(`${lib} ${mayImportNext ? 'may' : 'may not'} import next`, async () => {
    const errors = await boundaryErrors(lib, `import imported from 'next/link';`);
    assert.equal(errors.length, mayImportNext ? 0 : 1, JSON.stringify(errors));
  });
}

test('an app may import site-shell but no other library', async () => {
  const lintApp = async (target) => {
    const [result] = await eslint.lintText(
      `import * as imported from '@clavis/${target}';\nexport const used = imported;\n`,
      { filePath: `${workspaceRoot}apps/site-germany/src/app/boundaryFixture.ts` },
    );
    return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries');
  };
  assert.equal((await lintApp('site-shell')).length, 0);
  assert.equal((await lintApp('cms-client')).length, 1);
  assert.equal((await lintApp('next-tuning')).length, 1);
});
