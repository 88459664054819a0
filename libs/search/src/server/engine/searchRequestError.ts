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

/** An answer past `searchLimits.answerLength`, with what to ask instead. */
export const answerTooLarge = () =>
  new SearchRequestError(
    `The answer would pass ${searchLimits.answerLength} characters: ask for fewer hits (hitsPerPage) or attributes (attributesToRetrieve, attributesToHighlight, attributesToSnippet)`,
  );
