const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'content-server',
  rootDir: __dirname,
  // A Node server and the real client over real HTTP: no DOM.
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['@clavis/source', 'node', 'require', 'default'] },
  // p-retry, p-throttle and is-network-error (used by the client) ship ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(p-retry|p-throttle|is-network-error)/)'],
  testTimeout: 20000,
};
