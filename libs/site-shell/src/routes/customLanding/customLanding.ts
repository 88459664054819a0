import { CUSTOM_LANDING_ERROR, getCustomLanding, type CmsClient } from '@clavis/cms-client';
import { matchPath, type Market } from '@clavis/i18n-routing';
import { json } from '../jsonResponses';

/**
 * `GET /api/getCustomLanding/{path}`: the whole custom landing story of a normalised route path
 * (`thank-you`, `en/thank-you`); 404 for any other path; 500 with SPEC.md's message when the CMS fails.
 * The pages load the same data through cms-client's getCustomLanding (a build cannot call its own routes).
 */
export function createCustomLandingHandler({
  market,
  client,
}: {
  market: Market;
  client: () => Pick<CmsClient, 'get'>;
}) {
  return async function GET(
    _request: Request,
    { params }: { params: Promise<{ path?: string[] }> },
  ): Promise<Response> {
    const segments = (await params).path ?? [];
    const match = matchPath({ market, pathname: `/${segments.join('/')}` });
    if (!match || match.route !== 'custom-landing')
      return json({ statusCode: 404, message: 'Not found' }, 404);
    try {
      const story = await getCustomLanding({
        client: client(),
        market,
        locale: match.locale,
        customSlug: match.params.customSlug ?? '',
      });
      return story ? json(story) : json({ statusCode: 404, message: 'Not found' }, 404);
    } catch {
      return json({ statusCode: 500, message: CUSTOM_LANDING_ERROR }, 500);
    }
  };
}
