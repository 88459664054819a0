const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'search',
  rootDir: __dirname,
  moduleNameMapper: {
    // instantsearch.js's `es/` build is ESM only; Jest (CommonJS) reads the same files from `cjs/`.
    '^instantsearch\\.js/es/(.*)$': 'instantsearch.js/cjs/$1',
    ...preset.moduleNameMapper,
  },
};
