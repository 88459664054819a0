// `nx g @clavis/tools:block <storyblok_name> [--group=media]`: a new block folder in @clavis/blocks
// with the same parts every block has, and its entry in the group's registry file.
const { join } = require('node:path');
const { formatFiles, generateFiles, names } = require('@nx/devkit');

const BLOCKS_ROOT = 'libs/blocks/src/blocks';

/** Adds `name: xBlock` and its import to a group registry file (`export const xBlocks: BlockRegistry = { ... };`). */
function addRegistryEntry(source, { storyblokName, className, propertyName }) {
  const importLine = `import { ${propertyName}Block } from './${className}';\n`;
  const opening = /export const \w+: BlockRegistry = \{/.exec(source);
  if (!opening) throw new Error('The group file has no `export const ...: BlockRegistry = {`');
  if (source.includes(`${storyblokName}:`)) throw new Error(`"${storyblokName}" is already registered`);
  const close = source.indexOf('};', opening.index);
  const body = source.slice(opening.index + opening[0].length, close).trim();
  const entries = body ? `${body.replace(/,?$/, ',')}\n  ${storyblokName}: ${propertyName}Block,` : `${storyblokName}: ${propertyName}Block,`;
  const imports = [...source.matchAll(/^import [^;]+;\n/gm)];
  const last = imports.at(-1);
  const insertAt = last ? last.index + last[0].length : 0;
  const withImport = source.slice(0, insertAt) + importLine + source.slice(insertAt);
  const shift = importLine.length;
  return `${withImport.slice(0, opening.index + shift + opening[0].length)}\n  ${entries}\n${withImport.slice(close + shift)}`;
}

async function blockGenerator(tree, options) {
  const storyblokName = options.name;
  if (!/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(storyblokName)) {
    throw new Error(`"${storyblokName}" is not a Storyblok component name (snake_case, e.g. quote_banner)`);
  }
  const { className, propertyName } = names(storyblokName);
  const folder = join(BLOCKS_ROOT, className);
  if (tree.exists(folder)) throw new Error(`${folder} already exists`);
  const groupFile = join(BLOCKS_ROOT, `${options.group ?? 'media'}Blocks.ts`);
  if (!tree.exists(groupFile)) throw new Error(`${groupFile} does not exist`);

  const title = storyblokName.split('_').map((word, index) => (index === 0 ? word[0].toUpperCase() + word.slice(1) : word)).join(' ');
  generateFiles(tree, join(__dirname, 'files'), BLOCKS_ROOT, { storyblokName, className, propertyName, title, tmpl: '' });
  tree.write(groupFile, addRegistryEntry(tree.read(groupFile, 'utf-8'), { storyblokName, className, propertyName }));
  await formatFiles(tree);
}

module.exports = blockGenerator;
module.exports.default = blockGenerator;
module.exports.addRegistryEntry = addRegistryEntry;
