import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * A header of a response about to start, in a `writeHead` patch: set on the response before, or
 * among the headers `writeHead` was called with (`args`); undefined when neither has it.
 */
export function pendingHeader(response: ServerResponse, args: readonly unknown[], name: string): string | undefined {
  const set = response.getHeader(name);
  if (set !== undefined) return String(set);
  const headers = args.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
  const lower = name.toLowerCase();
  const given = headers && Object.entries(headers).find(([key]) => key.toLowerCase() === lower)?.[1];
  return given === undefined ? undefined : String(given);
}
