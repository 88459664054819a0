const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'dev-idp',
  rootDir: __dirname,
  // oidc-provider and openid-client ship ES modules only; Jest (CommonJS on Node 20) compiles it like our sources.
  transformIgnorePatterns: ['/node_modules/(?!(oidc-provider|jose|openid-client|oauth4webapi)/)'],
};
