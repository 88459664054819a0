import type { Market } from '@clavis/i18n-routing';
import { redirectStatus } from '@clavis/i18n-routing/proxy';
import { json, tooManyRequests } from '../jsonResponses';
import type { DraftAttempts } from './draftAttempts';
import { draftTarget } from './draftTarget';
import { isValidEditorToken } from './editorToken';
import { secretList } from '../../config/secretList';
import { matchesAnySecret } from './secretsMatch';

export interface DraftDeps {
  market: Market;
  /**
   * DRAFT_SECRET (or the local one): one secret, or a comma-separated rotation (`new,old`) of
   * which any one opens draft mode; undefined refuses every secret.
   */
  secret: () => string | undefined;
  /** The CMS preview token, which signs the visual editor's links. */
  previewToken: () => string | undefined;
  /** The allowance of wrong secrets per address (`createDraftAttempts`). */
  attempts: DraftAttempts;
  /** Next's draftMode(): turns the draft cookie on or off for the response. */
  draftMode: () => Promise<{ enable(): void; disable(): void }>;
  now?: () => number;
}

function redirect(location: string): Response {
  // A relative Location: the browser resolves it against the host it asked, whatever proxy is in between.
  return new Response(null, { status: redirectStatus('temporary', 'handler'), headers: { location, 'cache-control': 'no-store' } });
}

/**
 * `GET /api/draft?secret=&slug=`: with the draft secret (or a valid visual editor link), turns on
 * draft mode and sends the editor to the page, which then renders draft versions with the bridge.
 * An address past its allowance of wrong secrets gets 429 with `Retry-After`, whatever it sends.
 * `GET /api/draft/exit?slug=`: back to published pages.
 */
export function createDraftHandlers(deps: DraftDeps) {
  return {
    async enter(request: Request): Promise<Response> {
      const blocked = deps.attempts.blockedFor(request);
      if (blocked > 0) return tooManyRequests(blocked);
      const query = new URL(request.url).searchParams;
      const allowed =
        matchesAnySecret(query.get('secret'), secretList(deps.secret())) ||
        isValidEditorToken(query, deps.previewToken(), deps.now?.());
      if (!allowed) {
        const over = await deps.attempts.refused(request);
        if (over > 0) return tooManyRequests(over);
        return json({ error: 'Draft mode needs a valid secret (query parameter secret)' }, 401);
      }
      const target = draftTarget(deps.market, query);
      if (!target) return json({ error: `No page of this site for slug "${query.get('slug') ?? ''}"` }, 400);
      (await deps.draftMode()).enable();
      return redirect(target);
    },
    async exit(request: Request): Promise<Response> {
      const query = new URL(request.url).searchParams;
      (await deps.draftMode()).disable();
      return redirect(draftTarget(deps.market, new URLSearchParams({ slug: query.get('slug') ?? '' })) ?? '/');
    },
  };
}
