// oidc-provider 9 ships no type declarations (and @types/oidc-provider lags behind); the dev IdP
// uses a handful of its members, typed where they are used.
declare module 'oidc-provider' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Provider: any;
  export default Provider;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  export const errors: any;
}
