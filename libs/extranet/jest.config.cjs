const preset = require('../../jest.preset.cjs');

// cms-client's transport (ofetch, p-retry...), react-intl and jose ship ES modules only: SWC turns
// them into CommonJS for Jest. Views run in jsdom (the preset's); API tests say `@jest-environment node`.
const esmOnly = ['@formatjs', 'intl-messageformat', 'react-intl', 'ofetch', 'destr', 'ufo', 'p-retry', 'p-throttle', 'is-network-error', 'jose', 'fflate'];

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'extranet',
  rootDir: __dirname,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  testTimeout: 30000,
};
