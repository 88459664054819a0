export interface FetchTimeouts {
  /** How long the answer's status and headers may take. */
  headersMs: number;
  /** How long the body may go without a byte once it flows; a long download that keeps moving is never cut. */
  idleMs: number;
}

/** An upstream that did not answer in time: the request was aborted. */
export class UpstreamTimeoutError extends Error {
  constructor(
    readonly url: string,
    readonly phase: 'headers' | 'body',
  ) {
    super(`${url} did not answer in time (${phase})`);
    this.name = 'UpstreamTimeoutError';
  }
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/**
 * A fetch that gives up on an upstream that stops answering: it rejects with `UpstreamTimeoutError`
 * when the headers take longer than `headersMs`, and errors the body stream when it goes `idleMs`
 * without a byte, aborting the request either way so its socket is released. A caller's own
 * `signal` still aborts it. For every request the site makes to another server on a visitor's
 * behalf (CMS assets, webhooks), so no visitor waits, and no socket is held, without end.
 */
export function withTimeouts(fetchImpl: typeof fetch, { headersMs, idleMs }: FetchTimeouts): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const url = urlOf(input);
    const signal = init?.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
    let timedOut: UpstreamTimeoutError | undefined;
    const abortFor = (phase: 'headers' | 'body') => {
      timedOut = new UpstreamTimeoutError(url, phase);
      controller.abort(timedOut);
    };
    const headersTimer = setTimeout(() => abortFor('headers'), headersMs);
    let response: Response;
    try {
      response = await fetchImpl(input, { ...init, signal });
    } catch (error) {
      throw timedOut ?? error;
    } finally {
      clearTimeout(headersTimer);
    }
    if (!response.body) return response;

    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const reader = response.body.getReader();
    const watched = new ReadableStream<Uint8Array>({
      async pull(stream) {
        idleTimer = setTimeout(() => abortFor('body'), idleMs);
        try {
          const { done, value } = await reader.read();
          if (done) stream.close();
          else stream.enqueue(value);
        } catch (error) {
          stream.error(timedOut ?? error);
        } finally {
          clearTimeout(idleTimer);
        }
      },
      async cancel(reason) {
        clearTimeout(idleTimer);
        controller.abort(reason);
        await reader.cancel(reason).catch(() => undefined);
      },
    });
    return new Response(watched, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
