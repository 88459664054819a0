/** What became of a submission, as the form shows it. */
export type SubmitOutcome =
  | { kind: 'success' }
  /** 422: the endpoint's messages per field, in the request's language. */
  | { kind: 'invalid'; fields: Readonly<Record<string, string>>; message?: string }
  | { kind: 'rate-limited' }
  /** 5xx, an unexpected answer or no answer at all. */
  | { kind: 'failed' };

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function stringRecord(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Posts the values as JSON to `POST /api/forms/{formId}` and classifies the answer. */
export async function submitForm(action: string, body: Readonly<Record<string, unknown>>, fetchImpl: typeof fetch = fetch): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(action, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.ok) return { kind: 'success' };
  if (response.status === 429) return { kind: 'rate-limited' };
  if (response.status === 422) {
    const answer = await readJson(response);
    const fields = stringRecord(answer['fields']);
    const message = typeof answer['error'] === 'string' ? answer['error'] : undefined;
    return { kind: 'invalid', fields, ...(message ? { message } : {}) };
  }
  return { kind: 'failed' };
}
