type Fetch = typeof fetch;

/** Next's router marks its prefetches with this request header. */
const prefetchHeader = 'next-router-prefetch';

function isPrefetch(input: RequestInfo | URL, init?: RequestInit): boolean {
  if (init?.headers && new Headers(init.headers).has(prefetchHeader)) return true;
  return typeof Request !== 'undefined' && input instanceof Request && input.headers.has(prefetchHeader);
}

/**
 * `fetch` that lets at most `max` of Next's link prefetches be in flight; the others wait their
 * turn. Next caps its own viewport prefetches but lets hovered links go to 12, and `next/link`
 * has no option for it. A slot is held until the response body has fully arrived (read through a
 * clone, so the router still gets the untouched response).
 */
export function limitPrefetches(fetchImpl: Fetch, max: number): Fetch {
  let inFlight = 0;
  const waiting: Array<() => void> = [];

  // A freed slot passes straight to the next waiting request, so the count never overshoots.
  const acquire = (): Promise<void> | void => {
    if (inFlight < max) {
      inFlight++;
      return;
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else inFlight--;
  };

  return async function gatedFetch(input, init) {
    if (!isPrefetch(input, init)) return fetchImpl(input, init);
    await acquire();
    let response: Response;
    try {
      response = await fetchImpl(input, init);
    } catch (error) {
      release();
      throw error;
    }
    const body = response.body ? response.clone().body : null;
    if (!body) release();
    else void drain(body).finally(release);
    return response;
  };
}

async function drain(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done) {
      // Only the end of the stream matters.
    }
  } catch {
    // Aborted or failed: the connection is closed either way.
  }
}
