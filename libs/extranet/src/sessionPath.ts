/** `DELETE` with the bearer token at logout: the holder's download links stop working at once. */
export const EXTRANET_SESSION_PATH = '/api/extranet/session';
