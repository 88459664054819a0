const preset = require('../../jest.preset.cjs');

// Blocks import cms-client (link resolution), whose transport uses ES-module-only packages
// (ofetch, p-retry, p-throttle...): SWC turns them into CommonJS for Jest, as in site-shell.
const esmOnly = ['@formatjs', 'intl-messageformat', 'react-intl', 'ofetch', 'destr', 'ufo', 'p-retry', 'p-throttle', 'is-network-error'];

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'blocks',
  rootDir: __dirname,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
};
