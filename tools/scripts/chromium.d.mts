/** Debian's Chromium (`CHROMIUM_PATH` overrides it). */
export const CHROMIUM_PATH: string;
/** The flags every launch of it needs on this closed network. */
export const CHROME_FLAGS: string[];
