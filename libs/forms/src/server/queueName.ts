/** The name of a market's forms queue (BullMQ's, and the label of the file outbox's metrics): `clavis-{market}-forms`. */
export const formsQueueName = (market: string) => `clavis-${market}-forms`;
