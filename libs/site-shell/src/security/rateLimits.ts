/**
 * Every per-address limit of the site, in requests per minute (DESIGN.md section 6): generous
 * enough that a visitor (or an office behind one address) never meets them, low enough that one
 * address cannot keep the CMS or the search engine busy.
 */
export const RATE_LIMITS = {
  /** `POST /api/search`: one request per keystroke and refinement. */
  search: 600,
  /** `POST /api/extranet/search`. */
  extranetSearch: 600,
  /** `GET /api/checkStorySlugs`: each call can reach the CMS. */
  slugCheck: 120,
  /** `GET /api/getCustomLanding/...`. */
  customLanding: 120,
  /** `GET /api/extranet/...` but signed files: the pages' data and the gallery ZIPs. */
  extranet: 300,
  /**
   * `GET /api/extranet/files/...`: every thumbnail and picture a gallery shows is one (30 on a
   * gallery folder, one more per picture the lightbox opens), so a partner looking through
   * galleries, or an office of partners behind one address, would meet the pages' 300.
   */
  extranetFiles: 1200,
  /** `POST /api/forms/{formId}`: a person sends a form a few times at most. */
  forms: 5,
  /** `GET /api/draft`: wrong secrets (or editor links) only; past them every attempt is refused until the minute ends. */
  draftSecret: 10,
} as const;

/** A limit times `RATE_LIMIT_SCALE`, at least 1. */
export function scaleLimit(limit: number, scale: number): number {
  return Math.max(1, Math.round(limit * scale));
}
