const preset = require('../../jest.preset.cjs');

// cms-client's transport uses ES-module-only packages (ofetch, p-retry, p-throttle...): SWC turns
// them into CommonJS for Jest, as it does the preset's react-intl.
const esmOnly = [
  '@formatjs',
  'intl-messageformat',
  'react-intl',
  'ofetch',
  'destr',
  'ufo',
  'p-retry',
  'p-throttle',
  'is-network-error',
  'jose',
];

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'site-shell',
  rootDir: __dirname,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  // Next's bundler resolves 'server-only' to its empty module on the server; Jest runs the server
  // modules as the server does (the guard still stops them from reaching a client bundle).
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^server-only$': require.resolve('server-only').replace(/index\.js$/, 'empty.js'),
  },
};
