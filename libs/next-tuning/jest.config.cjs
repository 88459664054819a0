/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'next-tuning',
  rootDir: __dirname,
};
