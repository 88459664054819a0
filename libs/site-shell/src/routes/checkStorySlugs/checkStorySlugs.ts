import { checkStoryPath, checkStorySlug, isCmsClientError, type CmsClient } from '@clavis/cms-client';
import { getMarketConfig, isLocaleCode, type Market } from '@clavis/i18n-routing';
import { json } from '../jsonResponses';

/**
 * `GET /api/checkStorySlugs?path=&locale=`: 200 `{ path, lang }` with the canonical URL of the
 * public story a non-canonical path names; 404 when there is none, it is not on the public site
 * (the extranet's) or the path is already canonical; 400 for a bad query, a path with a dot
 * segment (encoded or not) among them, before anything goes to the CMS.
 */
export function createCheckStorySlugsHandler({
  market,
  client,
}: {
  market: Market;
  client: () => Pick<CmsClient, 'get'>;
}) {
  return async function GET(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.searchParams.get('path');
    const locale = url.searchParams.get('locale');
    if (!path || !path.startsWith('/') || path.startsWith('//') || path.length > 1024) {
      return json({ error: 'path must be an absolute path, e.g. /de/global/produkte/futura' }, 400);
    }
    const checked = checkStoryPath(path);
    if (!checked.ok) return json({ error: checked.problem }, 400);
    if (
      locale !== null &&
      !(isLocaleCode(locale) && getMarketConfig(market).locales.includes(locale))
    ) {
      return json(
        { error: `locale must be one of ${getMarketConfig(market).locales.join(', ')}` },
        400,
      );
    }
    try {
      const found = await checkStorySlug({
        market,
        host: request.headers.get('host') ?? url.host,
        path,
        client: client(),
      });
      return found ? json(found) : json({ error: 'Not found' }, 404);
    } catch (error) {
      // SPEC.md section 8: a slug check error with a status code is passed on.
      const status = isCmsClientError(error) && error.status ? error.status : 500;
      return json({ error: 'The slug check failed' }, status >= 400 ? status : 500);
    }
  };
}
