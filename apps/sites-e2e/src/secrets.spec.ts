import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import { suiteMarket } from './support/market';

// DESIGN.md section 2: secrets never reach the browser. Every built client chunk and every
// prebuilt page of the app is searched for the CMS tokens, the webhook and draft secrets and the
// dev IdP's private key.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const appBuild = join(root, `apps/site-${suiteMarket()}/.next`);

function filesUnder(directory: string, keep: (file: string) => boolean): string[] {
  let found: string[] = [];
  for (const entry of readdirSync(directory)) {
    const file = join(directory, entry);
    if (statSync(file).isDirectory()) found = found.concat(filesUnder(file, keep));
    else if (keep(file)) found.push(file);
  }
  return found;
}

function secrets(): Record<string, string> {
  const idp = JSON.parse(readFileSync(join(root, 'tools/dev-idp/keys/development-keys.json'), 'utf8')) as {
    keys: Array<Record<string, string>>;
    cookieKeys: string[];
  };
  const values: Record<string, string> = {
    'CMS preview token': process.env['STORYBLOK_PREVIEW_TOKEN'] ?? 'clavis-local-preview-token',
    'webhook secret': process.env['REVALIDATE_SECRET'] ?? 'clavis-local-webhook-secret',
    'draft secret': process.env['DRAFT_SECRET'] ?? 'clavis-local-draft-secret',
  };
  if (process.env['STORYBLOK_TOKEN']) values['CMS token'] = process.env['STORYBLOK_TOKEN'];
  for (const [index, key] of idp.keys.entries()) {
    for (const part of ['d', 'p', 'q', 'dp', 'dq', 'qi']) if (key[part]) values[`dev IdP key ${index} ${part}`] = key[part];
  }
  idp.cookieKeys.forEach((key, index) => (values[`dev IdP cookie key ${index}`] = key));
  return values;
}

test('no secret is in a client chunk or a prebuilt page', () => {
  const chunks = filesUnder(join(appBuild, 'static'), (file) => file.endsWith('.js'));
  const pages = filesUnder(join(appBuild, 'server/app'), (file) => /\.(html|rsc|body|meta)$/.test(file));
  expect(chunks.length).toBeGreaterThan(5);
  expect(pages.length).toBeGreaterThan(5);
  const leaks: string[] = [];
  const wanted = Object.entries(secrets());
  for (const file of [...chunks, ...pages]) {
    const text = readFileSync(file, 'utf8');
    for (const [name, value] of wanted) if (text.includes(value)) leaks.push(`${name} in ${file.slice(root.length)}`);
  }
  expect(leaks).toEqual([]);
});
