import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { createTreeWithEmptyWorkspace } = require('@nx/devkit/testing');
const blockGenerator = require('./generator.cjs');

const groupFile = 'libs/blocks/src/blocks/mediaBlocks.ts';
const emptyGroup = "import type { BlockRegistry } from '../core/types';\n\nexport const mediaBlocks: BlockRegistry = {};\n";

function treeWithGroup(source = emptyGroup) {
  const tree = createTreeWithEmptyWorkspace();
  tree.write(groupFile, source);
  return tree;
}

test('scaffolds every part of a block and registers it', async () => {
  const tree = treeWithGroup();
  await blockGenerator(tree, { name: 'quote_banner', group: 'media' });
  for (const file of ['schema.ts', 'QuoteBanner.tsx', 'QuoteBanner.css.ts', 'QuoteBanner.test.tsx', 'QuoteBanner.stories.tsx', 'index.ts']) {
    assert.ok(tree.exists(`libs/blocks/src/blocks/QuoteBanner/${file}`), `${file} is generated`);
  }
  const schema = tree.read('libs/blocks/src/blocks/QuoteBanner/schema.ts', 'utf-8');
  assert.match(schema, /export const quoteBannerSchema = z\.lazy\(\(\) =>/, 'built on its first parse');
  assert.match(schema, /component: z\.literal\('quote_banner'\)/);
  assert.match(schema, /export type QuoteBannerContent/);
  const registry = tree.read(groupFile, 'utf-8');
  assert.match(registry, /import \{ quoteBannerBlock \} from '\.\/QuoteBanner';/);
  assert.match(registry, /quote_banner: quoteBannerBlock,/);
});

test('appends to a group that already has blocks', async () => {
  const tree = treeWithGroup("import type { BlockRegistry } from '../core/types';\nimport { slimHeroBlock } from './SlimHero';\n\nexport const mediaBlocks: BlockRegistry = {\n  slim_hero: slimHeroBlock,\n};\n");
  await blockGenerator(tree, { name: 'quote_banner' });
  const registry = tree.read(groupFile, 'utf-8');
  assert.match(registry, /slim_hero: slimHeroBlock,\s+quote_banner: quoteBannerBlock,/);
  assert.ok(registry.indexOf("from './SlimHero'") < registry.indexOf("from './QuoteBanner'"));
});

test('refuses names that are not Storyblok component names, and existing blocks', async () => {
  await assert.rejects(blockGenerator(treeWithGroup(), { name: 'QuoteBanner' }), /not a Storyblok component name/);
  const tree = treeWithGroup();
  await blockGenerator(tree, { name: 'quote_banner' });
  await assert.rejects(blockGenerator(tree, { name: 'quote_banner' }), /already exists/);
});
