/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'i18n-routing',
  rootDir: __dirname,
  // @formatjs/* (the ICU parser the catalogue tests use) ships ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!@formatjs/)'],
};
