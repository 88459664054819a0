// `npx nx run content-server:generate`: rebuilds tools/content-server/content from the seed. The
// output is a pure function of the code (seeded, fixed dates), so a second run changes nothing.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseStory, type Story } from '@clavis/cms-client';
import { buildSpace } from './buildContent';

const contentDir = process.env['CONTENT_DIR'] ?? fileURLToPath(new URL('../../content', import.meta.url));

const { data, assets } = await buildSpace();

// Every story must fit its content type before anything is written.
const failures: string[] = [];
for (const story of data.stories) {
  for (const content of [story.content, story.draft_content].filter(Boolean)) {
    try {
      parseStory({ ...story, content } as unknown as Story<unknown>);
    } catch (error) {
      failures.push((error as Error).message);
    }
  }
}
if (failures.length > 0) {
  console.error(`${failures.length} stories do not fit their schema:\n${failures.slice(0, 20).join('\n')}`);
  process.exit(1);
}

const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;
async function write(path: string, body: string | Buffer) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, body);
}

for (const folder of ['stories', 'assets', 'datasources']) await rm(join(contentDir, folder), { recursive: true, force: true });
await write(join(contentDir, 'space.json'), json(data.space));
await write(join(contentDir, 'folders.json'), json(Object.fromEntries(Object.entries(data.folderNames ?? {}).sort())));
for (const [name, entries] of Object.entries(data.datasources)) await write(join(contentDir, 'datasources', `${name}.json`), json(entries));
for (const story of data.stories) {
  // A start page (`de/germany/`) is the `_startpage.json` of its folder.
  const file = story.full_slug.endsWith('/') ? `${story.full_slug}_startpage.json` : `${story.full_slug}.json`;
  await write(join(contentDir, 'stories', file), json(story));
}
for (const asset of assets) await write(join(contentDir, 'assets', asset.path), asset.bytes);

const bytes = assets.reduce((sum, asset) => sum + asset.bytes.length, 0);
console.log(`content-server: wrote ${data.stories.length} stories and ${assets.length} assets (${(bytes / 1e6).toFixed(1)} MB) to ${contentDir}`);
