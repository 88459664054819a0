// `npm run sync:proxy-matchers`: writes each market app's proxy matcher, the literal Next.js reads
// from `src/proxy.ts` without running it, as site-shell computes it from the route table
// (`createNextConfig` refuses to build an app whose line differs).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MARKETS } from '@clavis/i18n-routing';
import { withProxyConfigLine } from '@clavis/site-shell/next-config';

const root = join(import.meta.dirname, '../..');
for (const market of MARKETS) {
  const file = join(root, `apps/site-${market}/src/proxy.ts`);
  const source = readFileSync(file, 'utf8');
  const synced = withProxyConfigLine(source, market);
  if (synced === null) throw new Error(`${file} has no \`export const config =\` line to replace`);
  if (synced === source) continue;
  writeFileSync(file, synced);
  console.log(`sync:proxy-matchers: wrote ${file}`);
}
