/** A JSON answer that no cache keeps (route handlers answer per request). */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}
