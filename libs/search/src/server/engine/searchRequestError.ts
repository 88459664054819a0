import { searchLimits } from '../../searchLimits';

/** A request the engine cannot answer as asked: answered with its status (400 unless told) in Algolia's error shape. */
export class SearchRequestError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'SearchRequestError';
  }
}

/**
 * Whether `error` is a `SearchRequestError`, from this copy of the module or another: a bundler may
 * load the engine and the handler that catches its errors from two chunks, each with its own class,
 * where `instanceof` fails and a bad request became a 500.
 */
export function isSearchRequestError(error: unknown): error is SearchRequestError {
  return error instanceof Error && error.name === 'SearchRequestError' && typeof (error as { status?: unknown }).status === 'number';
}

/** An answer past `searchLimits.answerLength`, with what to ask instead. */
export const answerTooLarge = () =>
  new SearchRequestError(
    `The answer would pass ${searchLimits.answerLength} characters: ask for fewer hits (hitsPerPage) or attributes (attributesToRetrieve, attributesToHighlight, attributesToSnippet)`,
  );
