/** The first segment of a signed download link below the API's base, per kind (`files/{grant}/{path}`). */
export const LINK_PREFIXES = { file: 'files', zip: 'zip' } as const;
