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
