/** The folder of the prebuilt extranet shells: `app/[locale]/extranet-shell/[layout]`, where the proxy rewrites every extranet URL. */
export const EXTRANET_SHELL_SEGMENT = 'extranet-shell';
