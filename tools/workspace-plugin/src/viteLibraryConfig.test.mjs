import assert from 'node:assert/strict';
import { test } from 'node:test';
import { externalFor, libraryEntries } from './viteLibraryConfig.mjs';

test('every exports subpath with a source becomes an entry written where its import path points', () => {
  const pkg = {
    exports: {
      '.': { '@clavis/source': './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' },
      './themes/brand': { '@clavis/source': './src/themes/brand/index.ts', import: './dist/themes/brand/index.js' },
      './package.json': './package.json',
    },
  };
  assert.deepEqual(libraryEntries(pkg), { index: 'src/index.ts', 'themes/brand/index': 'src/themes/brand/index.ts' });
});

test('dependencies, peers, their subpaths and Node built-ins stay outside the bundle; sources do not', () => {
  const external = externalFor({ dependencies: { '@vanilla-extract/css': '1' }, peerDependencies: { react: '19' } });
  for (const id of ['react', 'react/jsx-runtime', '@vanilla-extract/css', '@vanilla-extract/css/recipe', 'node:fs', 'path']) {
    assert.equal(external(id), true, id);
  }
  for (const id of ['./Button.css.ts', 'react-dom', '@vanilla-extract/cssx', 'zod']) assert.equal(external(id), false, id);
});
