// One Jest setup for every library: TypeScript and TSX through SWC, vanilla-extract styles through
// its own transform (a `\.css$` stub would also swallow `.css.ts`), jsdom, jest-dom matchers, and
// the `@clavis/*` paths of tsconfig.base.json so tests read other libraries' sources.
const { join } = require('node:path');
const { pathsToModuleNameMapper } = require('./tools/jest/pathsToModuleNameMapper.cjs');
const { compilerOptions } = require('./tsconfig.base.json');

// Packages that ship ES modules only; Jest (CommonJS on Node 20) compiles them like our sources.
const esmOnlyPackages = ['@formatjs', 'intl-messageformat', 'react-intl', 'jose'];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { customExportConditions: ['@clavis/source', 'browser', 'default'] },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/tools/**/*.test.{ts,tsx}'],
  transform: {
    '\\.css\\.ts$': '@vanilla-extract/jest-transform',
    '^.+\\.(ts|tsx|js|jsx|mjs)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleNameMapper: {
    // instantsearch.js's `es/` build is ESM only; Jest (CommonJS) reads the same files from `cjs/`
    // (the search UI, and the extranet's search page that renders it).
    '^instantsearch\\.js/es/(.*)$': 'instantsearch.js/cjs/$1',
    // BullMQ (the forms queue) requires msgpackr, whose `browser` condition, which jsdom's
    // conditions pick, is ESM: Jest reads the CommonJS build Node's `require` gets.
    '^msgpackr$': join(__dirname, 'node_modules/msgpackr/dist/node.cjs'),
    ...pathsToModuleNameMapper(compilerOptions.paths, join(__dirname)),
    // Font packages ship plain CSS; never map `\.css$` itself, which would catch `X.css.ts`.
    '^@fontsource(-variable)?/.+$': join(__dirname, 'tools/jest/styleStub.cjs'),
    // The root layout's library stylesheet placeholder (next-tuning's libraryStyles loader).
    '/libraryStyles\\.css$': join(__dirname, 'tools/jest/styleStub.cjs'),
    // Modules Node loads from dist/ import their siblings as `./x.js`; the source is `./x.ts`.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFilesAfterEnv: [join(__dirname, 'tools/jest/setupTests.ts')],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  passWithNoTests: true,
};
