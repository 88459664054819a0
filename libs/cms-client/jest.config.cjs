const preset = require('../../jest.preset.cjs');

// p-retry, p-throttle and is-network-error ship ES modules only; SWC turns them into CommonJS for Jest.
/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'cms-client',
  rootDir: __dirname,
  // The client runs on servers (and in browsers through fetch); Node gives Jest a real fetch.
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['@clavis/source', 'node', 'require', 'default'] },
  transformIgnorePatterns: ['/node_modules/(?!(p-retry|p-throttle|is-network-error)/)'],
};
