import {
  createFormSubmissionHandler,
  formErrorPage,
  isBrowserPost,
  LOCALE_FIELD,
  resolveFormDefinition,
  type FormSubmissionHandler,
  type FormSubmissionHandlerOptions,
} from '@clavis/forms/server';
import {
  getMarketConfig,
  isLocaleCode,
  localizePath,
  matchPath,
  type LocaleCode,
  type Market,
} from '@clavis/i18n-routing';
import { loadMessages } from '@clavis/i18n-routing/messages';
import { RATE_LIMITS } from '../security/rateLimits';
import { clientAddress } from '../security/clientAddress';
import { postedFromPath } from './postedFromPath';

export interface FormsRouteOptions {
  market: Market;
  /**
   * The site's public origin (`SITE_URL`'s, else the local app's: seo/siteOrigin): posts from
   * another origin's pages are refused, and only a Referer on it is a page to link back to.
   */
  siteOrigin: string;
  /** `$DATA_DIR`: without `redis`, submissions go to `{dataDir}/forms/{market}.jsonl`. */
  dataDir: string;
  /** The market's Redis (`REDIS_URL`): submissions go to its queue, which every instance delivers from. */
  redis?: FormSubmissionHandlerOptions['redis'];
  /** `FORMS_WEBHOOK_URL`. */
  webhookUrl?: string;
  /**
   * `FORMS_WEBHOOK_SECRET`'s keys (`new,old` while rotating): each signs every delivery (Standard
   * Webhooks), so the receiver verifies with whichever it holds.
   */
  webhookSecrets?: readonly string[];
  /** The content of a published story by full slug (a CMS form's definition); null when missing. */
  loadStoryContent: (fullSlug: string) => Promise<unknown>;
  /**
   * The per-address limit: the composition root's (times `RATE_LIMIT_SCALE`, counted in the
   * market's Redis with `REDIS_URL`). @default `RATE_LIMITS.forms` a minute, in this process
   */
  rateLimit?: FormSubmissionHandlerOptions['rateLimit'];
  /** Options passed through to the handler (rate limit, outbox timing, logging) for tests. */
  handler?: Partial<Parameters<typeof createFormSubmissionHandler>[0]>;
}

export interface FormsRoute {
  /** `POST /api/forms/{formId}` as a Next route handler. */
  POST(request: Request, context: { params: Promise<{ formId: string }> }): Promise<Response>;
  /** Starts the webhook outbox (delivers what an earlier run left undelivered); idempotent. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** What the submissions queue holds now (the metrics). */
  state(): ReturnType<FormSubmissionHandler['state']>;
  readonly handler: FormSubmissionHandler;
}

/** Whether a full slug belongs to this market's content (its own folder or global, in its locales). */
function belongsToMarket(fullSlug: string, market: Market): boolean {
  const [locale, folder] = fullSlug.split('/');
  return (
    isLocaleCode(locale) &&
    getMarketConfig(market).locales.includes(locale) &&
    (folder === market || folder === 'global')
  );
}

/**
 * The language of the page a form was posted from, when the body that named it cannot be used: its
 * path (`postedFromPath`), else the `locale` query parameter, else the market's own.
 */
function postedLocale(request: Request, market: Market, path: string | null): LocaleCode {
  const { locales, defaultLocale } = getMarketConfig(market);
  const url = new URL(request.url);
  const fromPage =
    path === null
      ? undefined
      : matchPath({ market, pathname: new URL(path, url).pathname })?.locale;
  const fromQuery = url.searchParams.get(LOCALE_FIELD);
  return (
    [fromPage, fromQuery].find(
      (locale): locale is LocaleCode => isLocaleCode(locale) && locales.includes(locale),
    ) ?? defaultLocale
  );
}

/**
 * The form endpoint of one market's site, built on `@clavis/forms/server`'s handler: forms are
 * the interest form or CMS forms of this market's stories; success leads to the thank-you page.
 */
export function createFormsRoute({
  market,
  siteOrigin,
  dataDir,
  redis,
  webhookUrl,
  webhookSecrets,
  loadStoryContent,
  rateLimit = { limit: RATE_LIMITS.forms },
  handler: overrides,
}: FormsRouteOptions): FormsRoute {
  const { locales, defaultLocale } = getMarketConfig(market);
  const catalogue = (locale: string) =>
    isLocaleCode(locale) ? loadMessages(locale) : loadMessages(defaultLocale);
  const handler = createFormSubmissionHandler({
    market,
    siteOrigin,
    dataDir,
    redis,
    webhookUrl,
    webhookSecrets,
    locales,
    defaultLocale,
    loadMessages: catalogue,
    successPath: (locale) =>
      localizePath({
        market,
        locale: isLocaleCode(locale) ? locale : defaultLocale,
        route: 'custom-landing',
        params: { customSlug: 'thank-you' },
      }),
    resolveForm: async (formId, locale) => {
      const messages: Readonly<Record<string, string>> = await catalogue(locale);
      return resolveFormDefinition({
        formId,
        translate: (id) => messages[id] ?? id,
        loadStoryContent: (fullSlug) =>
          belongsToMarket(fullSlug, market) ? loadStoryContent(fullSlug) : Promise.resolve(null),
      });
    },
    rateLimit,
    ...overrides,
  });
  let started: Promise<void> | undefined;
  const start = () =>
    (started ??= handler.start().catch((error: unknown) => {
      // Nothing is lost (the submissions stay on disk or in Redis); the next request tries again.
      started = undefined;
      console.error(`forms: the webhook outbox could not start: ${(error as Error).message}`);
    }));

  return {
    handler,
    start,
    stop: async () => {
      await started;
      await handler.stop();
      started = undefined;
    },
    state: () => handler.state(),
    async POST(request, { params }) {
      void start();
      const { formId } = await params;
      const backPath = postedFromPath(request, siteOrigin);
      try {
        return await handler.handle(request, { formId, clientAddress: clientAddress(request), backPath });
      } catch (error) {
        // The CMS could not say which form this is: nothing was stored, the visitor may retry.
        console.error(`forms: ${formId} could not be handled: ${(error as Error).message}`);
        if (isBrowserPost(request)) {
          const locale = postedLocale(request, market, backPath);
          return formErrorPage({ status: 503, locale, messages: await catalogue(locale), backPath });
        }
        return Response.json(
          { error: 'Your request could not be handled. Please try again in a moment.' },
          { status: 503, headers: { 'cache-control': 'no-store' } },
        );
      }
    },
  };
}
