/** The Management API token of the local space (`Authorization` on `/v1/spaces/...`). */
export const LOCAL_OAUTH_TOKEN = 'clavis-local-oauth-token';
