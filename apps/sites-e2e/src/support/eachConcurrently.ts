/**
 * Runs `work` for every item, at most `limit` at a time: a crawl of a few thousand URLs keeps the
 * server busy without one request waiting for the last (CI's 2 cores run a market's crawl in minutes
 * instead of a quarter of an hour), and without opening a connection per URL at once.
 */
export async function eachConcurrently<Item>(items: Iterable<Item>, limit: number, work: (item: Item) => Promise<void>): Promise<void> {
  const iterator = items[Symbol.iterator]();
  const next = async (): Promise<void> => {
    for (let step = iterator.next(); !step.done; step = iterator.next()) await work(step.value);
  };
  await Promise.all(Array.from({ length: limit }, next));
}
