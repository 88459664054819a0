// `@clavis/design-system/tokens`: each theme's tokens as plain data, for output that cannot use the
// theme's CSS variables: HTML a server writes by hand (the forms' no-JavaScript error page), a
// favicon, an e-mail. No stylesheet comes with it, so plain Node can load it.
export { brandTokens } from './themes/brand/tokens';
export { extranetTokens } from './themes/extranet/tokens';
export type { Tokens } from './tokens/tokenType';
