/** The two CDN tokens of the local space: published content, and drafts as well. */
export const DEFAULT_TOKENS = {
  public: 'clavis-local-public-token',
  preview: 'clavis-local-preview-token',
} as const;

/** The Management API token of the local space (`Authorization` on `/v1/spaces/...`). */
export const LOCAL_OAUTH_TOKEN = 'clavis-local-oauth-token';
