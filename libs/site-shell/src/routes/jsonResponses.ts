/** A JSON answer that no cache keeps (route handlers answer per request). */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

/** The answer to an address over its allowance: 429 with `Retry-After` in whole seconds (at least 1). */
export function tooManyRequests(retryAfterMs: number): Response {
  return Response.json(
    { error: 'Too many requests from this address. Please try again later.' },
    {
      status: 429,
      headers: {
        'cache-control': 'no-store',
        'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
      },
    },
  );
}
