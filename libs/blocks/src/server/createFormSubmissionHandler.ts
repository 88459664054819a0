import { randomUUID } from 'node:crypto';
import { IntlMessageFormat } from 'intl-messageformat';
import { createFormSchema, fieldMessages, type RuleMessage } from '../forms/rules';
import { createOutbox, type Outbox } from './createOutbox';
import { createRateLimiter, type RateLimiterOptions } from './createRateLimiter';
import { createSubmissionStore, type SubmissionStore } from './createSubmissionStore';
import { BodyError, readFormBody } from './readFormBody';
import type { FormDefinition } from '../forms/formDefinition';
import { HONEYPOT_FIELD, LOCALE_FIELD } from '../forms/submissionFields';
import type { Submission } from './types';

export { HONEYPOT_FIELD, LOCALE_FIELD };

export type Catalogue = Readonly<Record<string, string>>;

export interface FormSubmissionHandlerOptions {
  market: string;
  /** `$DATA_DIR`; submissions go to `{dataDir}/forms/{market}.jsonl`. */
  dataDir: string;
  locales: readonly string[];
  defaultLocale: string;
  /** The definition of a form (code or CMS); null for an unknown form. */
  resolveForm(formId: string, locale: string): Promise<FormDefinition | null>;
  /** The message catalogue of a locale (@clavis/i18n-routing's loadMessages). */
  loadMessages(locale: string): Promise<Catalogue>;
  /** Where a visitor goes after a success (the thank-you page). */
  successPath(locale: string): string;
  /** `FORMS_WEBHOOK_URL`; without it submissions are only stored. */
  webhookUrl?: string;
  rateLimit?: RateLimiterOptions;
  /** @default 65536 */
  maxBodyBytes?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
  /** Options for the webhook outbox (retry timing). */
  outbox?: { retryDelayMs?: number; maxRetryDelayMs?: number; attemptTimeoutMs?: number };
  log?: (message: string) => void;
}

export interface SubmitContext {
  formId: string;
  /** The client's address, for the rate limit. */
  clientAddress: string;
}

export interface FormSubmissionHandler {
  handle(request: Request, context: SubmitContext): Promise<Response>;
  /** Starts the outbox: delivers what an earlier run left undelivered. */
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly store: SubmissionStore;
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

function format(catalogue: Catalogue, locale: string, message: RuleMessage): string {
  const source = catalogue[message.id];
  if (source === undefined) return message.id;
  try {
    return String(new IntlMessageFormat(source, locale).format(message.values));
  } catch {
    return source;
  }
}

function pickDefinedFields(definition: FormDefinition, values: Record<string, unknown>) {
  return Object.fromEntries(
    definition.fields
      .filter((field) => field.name in values)
      .map((field) => [field.name, values[field.name]]),
  );
}

/**
 * `POST /api/forms/{formId}`: validates a submission again with the form's own schema, stores it
 * durably before saying success, and forwards it through the outbox. Plain Fetch API
 * Request/Response, so any Node server can mount it (site-shell does, as a route handler).
 */
export function createFormSubmissionHandler(
  options: FormSubmissionHandlerOptions,
): FormSubmissionHandler {
  const {
    market,
    dataDir,
    locales,
    defaultLocale,
    maxBodyBytes = 65_536,
    now = () => new Date(),
    log = (message) => console.warn(message),
  } = options;
  const store = createSubmissionStore({ dataDir, market });
  const limiter = createRateLimiter(options.rateLimit);
  const outbox: Outbox | null = options.webhookUrl
    ? createOutbox({
        store,
        webhookUrl: options.webhookUrl,
        fetch: options.fetch,
        log,
        ...options.outbox,
      })
    : null;

  const pickLocale = (...candidates: unknown[]) =>
    (candidates.find((value) => typeof value === 'string' && locales.includes(value)) as string) ??
    defaultLocale;

  async function handle(
    request: Request,
    { formId, clientAddress }: SubmitContext,
  ): Promise<Response> {
    const url = new URL(request.url);
    const queryLocale = url.searchParams.get(LOCALE_FIELD);
    const isBrowserPost = (request.headers.get('content-type') ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );

    const limit = limiter.hit(clientAddress);
    if (!limit.allowed) {
      return json(
        429,
        { error: 'Too many submissions from this address. Please try again later.' },
        { 'retry-after': String(Math.ceil(limit.retryAfterMs / 1000)) },
      );
    }

    let body: Record<string, unknown>;
    try {
      body = await readFormBody(request, maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyError) return json(error.status, { error: error.message });
      throw error;
    }
    const locale = pickLocale(body[LOCALE_FIELD], queryLocale);

    const definition = await options.resolveForm(formId, locale);
    if (!definition) return json(404, { error: `There is no form "${formId}".` });

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
          format(catalogue, locale, message),
        ]),
      );
      return json(422, {
        error: format(catalogue, locale, { id: 'forms.not_all_fields_correct', values: {} }),
        title: format(catalogue, locale, { id: 'forms.incomplete', values: {} }),
        fields,
      });
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
      await store.append(submission);
    } catch (error) {
      log(`forms: could not store a submission of ${formId}: ${(error as Error).message}`);
      return json(503, { error: 'Your request could not be saved. Please try again in a moment.' });
    }
    outbox?.enqueue(submission);
    return success(submission.id);
  }

  return {
    handle,
    store,
    start: async () => {
      await outbox?.start();
    },
    stop: async () => {
      await outbox?.stop();
    },
  };
}
