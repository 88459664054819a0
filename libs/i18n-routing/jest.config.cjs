/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'i18n-routing',
  rootDir: __dirname,
};
