import { randomUUID } from 'node:crypto';
import { createFormSchema, fieldMessages } from '../rules';
import { BodyError, createRateLimiter, isCrossOriginRequest, type RateLimiterOptions } from '@clavis/http';
import { createRedisSubmissionQueue, type RedisSubmissionQueueOptions } from './redisSubmissionQueue';
import { createFileSubmissionQueue, type SubmissionQueue, type SubmissionQueueState } from './submissionQueue';
import { formatMessage, type Catalogue } from './formatMessage';
import { formErrorPage, type FormErrorPageInput } from './formErrorPage';
import { isBrowserPost as isFormPost, readFormBody } from './readFormBody';
import type { FormDefinition } from '../formDefinition';
import { HONEYPOT_FIELD, LOCALE_FIELD } from '../submissionFields';
import type { Submission } from './types';

export { HONEYPOT_FIELD, LOCALE_FIELD };
export type { Catalogue };

export interface FormSubmissionHandlerOptions {
  /** The market whose site mounts the endpoint: its submissions file and the webhook's payload. */
  market: string;
  /**
   * The site's own origin (`https://www.clavis.de`): a post a browser sent from a page of any other
   * origin is refused with 403 before anything is read or counted (`isCrossOriginRequest`).
   */
  siteOrigin: string;
  /** `$DATA_DIR`; without `redis`, submissions go to `{dataDir}/forms/{market}.jsonl`. */
  dataDir: string;
  /**
   * The market's Redis (`REDIS_URL`): submissions then go to its BullMQ queue
   * (`clavis-{market}-forms`), which every instance's worker delivers from, instead of this
   * machine's data folder and outbox.
   */
  redis?: Pick<RedisSubmissionQueueOptions, 'connection' | 'acknowledgeTimeoutMs' | 'lockDurationMs' | 'stalledIntervalMs'>;
  /** The market's locales: a post may name one of them (`?locale=`, body `locale`). */
  locales: readonly string[];
  /** The language of the answer when the post names none of `locales`. */
  defaultLocale: string;
  /** The definition of a form (code or CMS); null for an unknown form. */
  resolveForm(formId: string, locale: string): Promise<FormDefinition | null>;
  /** The message catalogue of a locale (@clavis/i18n-routing's loadMessages). */
  loadMessages(locale: string): Promise<Catalogue>;
  /** Where a visitor goes after a success (the thank-you page). */
  successPath(locale: string): string;
  /** `FORMS_WEBHOOK_URL`; without it submissions are only stored. */
  webhookUrl?: string;
  /** `FORMS_WEBHOOK_SECRET`'s keys (`whsec_…`): each signs every delivery (Standard Webhooks). */
  webhookSecrets?: readonly string[];
  /** Posts per client address and window. @default { limit: 5, windowMs: 60000 } @see createRateLimiter */
  rateLimit?: RateLimiterOptions;
  /** The largest body read; a larger post gets 413. @default 65536 */
  maxBodyBytes?: number;
  /** The outbox's HTTP client, for the webhook. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** The clock that stamps each submission's `receivedAt`. @default () => new Date() */
  now?: () => Date;
  /** Delivery timing, whichever queue holds the submissions (retries, backoff, attempt time-out). */
  outbox?: { retryDelayMs?: number; maxRetryDelayMs?: number; attemptTimeoutMs?: number };
  /**
   * How many days a delivered submission is kept, whichever queue holds it (`FORMS_RETENTION_DAYS`);
   * an undelivered one is kept until it is delivered. @default 30
   */
  retentionDays?: number;
  /** Where operational problems go (a failed webhook delivery). @default console.warn */
  log?: (message: string) => void;
}

export interface SubmitContext {
  formId: string;
  /** The client's address, for the rate limit. */
  clientAddress: string;
  /**
   * The page of this site the post came from, checked by the caller (a same-origin path): the
   * error page links back to it. Without it the link goes to `/`.
   */
  backPath?: string | null;
}

export interface FormSubmissionHandler {
  handle(request: Request, context: SubmitContext): Promise<Response>;
  /** Starts delivering: what an earlier run (or, with Redis, any instance) left undelivered too. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** What the queue holds now (the server's metrics). */
  state(): Promise<SubmissionQueueState>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });

/** What an error page can tell of a rejected post besides its status. */
type PageDetails = Pick<FormErrorPageInput, 'locale' | 'definition' | 'values' | 'fieldErrors'>;

function pickDefinedFields(definition: FormDefinition, values: Record<string, unknown>) {
  return Object.fromEntries(
    definition.fields
      .filter((field) => field.name in values)
      .map((field) => [field.name, values[field.name]]),
  );
}

/**
 * `POST /api/forms/{formId}`: validates a submission again with the form's own schema, stores it
 * durably before saying success (fsync'd to the data folder, or acknowledged by the market's Redis),
 * and forwards it to the webhook. Plain Fetch API
 * Request/Response, so any Node server can mount it (site-shell does, as a route handler).
 */
export function createFormSubmissionHandler(
  options: FormSubmissionHandlerOptions,
): FormSubmissionHandler {
  const {
    market,
    siteOrigin,
    dataDir,
    locales,
    defaultLocale,
    maxBodyBytes = 65_536,
    now = () => new Date(),
    log = (message) => console.warn(message),
  } = options;
  const limiter = createRateLimiter(options.rateLimit);
  // The one place that chooses where submissions wait: the market's Redis, else this machine's disk.
  const delivery = { market, webhookUrl: options.webhookUrl, webhookSecrets: options.webhookSecrets, fetch: options.fetch, log, retentionDays: options.retentionDays, ...options.outbox };
  const queue: SubmissionQueue = options.redis
    ? createRedisSubmissionQueue({ ...delivery, ...options.redis })
    : createFileSubmissionQueue({ ...delivery, dataDir });

  const pickLocale = (...candidates: unknown[]) =>
    (candidates.find((value) => typeof value === 'string' && locales.includes(value)) as string) ??
    defaultLocale;

  /**
   * The locale and entries of a browser post that is rejected before it is read (rate limit), so
   * its page speaks the visitor's language and keeps what they typed; whatever cannot be read is
   * left out rather than turning the answer into a different failure.
   */
  async function readForPage(
    request: Request,
    formId: string,
    queryLocale: string | null,
  ): Promise<PageDetails> {
    let values: Record<string, unknown>;
    try {
      values = await readFormBody(request, maxBodyBytes);
    } catch {
      return { locale: pickLocale(queryLocale) };
    }
    const locale = pickLocale(values[LOCALE_FIELD], queryLocale);
    const definition = await options.resolveForm(formId, locale).catch(() => null);
    return { locale, definition, values };
  }

  async function handle(
    request: Request,
    { formId, clientAddress, backPath }: SubmitContext,
  ): Promise<Response> {
    const url = new URL(request.url);
    const queryLocale = url.searchParams.get(LOCALE_FIELD);
    const isBrowserPost = isFormPost(request);

    // A script gets JSON and shows the errors itself; a browser posting without JavaScript shows
    // the answer as it is, so it gets a page in the visitor's language.
    const fail = async (
      status: number,
      body: Record<string, unknown>,
      page: PageDetails,
      headers: Record<string, string> = {},
    ) =>
      isBrowserPost
        ? formErrorPage({
            status,
            backPath,
            headers,
            messages: await options.loadMessages(page.locale),
            ...page,
          })
        : json(status, body, headers);

    // Before the limit, so another site's page cannot use up its visitors' posts here either; the
    // body is not read.
    if (isCrossOriginRequest(request, siteOrigin)) {
      return fail(
        403,
        { error: 'Forms are accepted from the pages of this site only.' },
        { locale: pickLocale(queryLocale) },
      );
    }

    const limit = await limiter.hit(clientAddress);
    if (!limit.allowed) {
      return fail(
        429,
        { error: 'Too many submissions from this address. Please try again later.' },
        isBrowserPost ? await readForPage(request, formId, queryLocale) : { locale: defaultLocale },
        { 'retry-after': String(Math.ceil(limit.retryAfterMs / 1000)) },
      );
    }

    let body: Record<string, unknown>;
    try {
      body = await readFormBody(request, maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyError) {
        return fail(error.status, { error: error.message }, { locale: pickLocale(queryLocale) });
      }
      throw error;
    }
    const locale = pickLocale(body[LOCALE_FIELD], queryLocale);

    const definition = await options.resolveForm(formId, locale);
    if (!definition) {
      return fail(404, { error: `There is no form "${formId}".` }, { locale, values: body });
    }

    const success = (id: string) =>
      isBrowserPost
        ? new Response(null, { status: 303, headers: { location: options.successPath(locale) } })
        : json(201, { id, redirect: options.successPath(locale) });

    const honeypot = body[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      // Answer as if accepted, so a bot learns nothing; nothing is stored or forwarded.
      return success(randomUUID());
    }

    const result = createFormSchema(definition.fields).safeParse(body);
    if (!result.success) {
      const catalogue = await options.loadMessages(locale);
      const fields = Object.fromEntries(
        Object.entries(fieldMessages(result.error)).map(([name, message]) => [
          name,
          formatMessage(catalogue, locale, message),
        ]),
      );
      return fail(
        422,
        {
          error: formatMessage(catalogue, locale, {
            id: 'forms.not_all_fields_correct',
            values: {},
          }),
          title: formatMessage(catalogue, locale, { id: 'forms.incomplete', values: {} }),
          fields,
        },
        { locale, definition, values: body, fieldErrors: fields },
      );
    }

    const submission: Submission = {
      id: randomUUID(),
      formId,
      market,
      locale,
      receivedAt: now().toISOString(),
      values: pickDefinedFields(definition, body),
      definition,
    };
    try {
      await queue.accept(submission);
    } catch (error) {
      log(`forms: could not store a submission of ${formId}: ${(error as Error).message}`);
      return fail(
        503,
        { error: 'Your request could not be saved. Please try again in a moment.' },
        { locale, definition, values: body },
      );
    }
    return success(submission.id);
  }

  return { handle, start: () => queue.start(), stop: () => queue.stop(), state: () => queue.state() };
}
