// An instance of the site for redisSubmissionQueue.test.ts to kill with SIGKILL: it takes the
// submission it accepts into its worker, whose attempt never ends, says so on stdout, and waits.
// Run as `node --conditions=@clavis/source --import tsx dyingInstance.fixture.ts <redis url>`.
import { createClient } from 'redis';
import { createFormSubmissionHandler } from './createFormSubmissionHandler';

const client = createClient({ url: process.argv[2] });
await client.connect();
const handler = createFormSubmissionHandler({
  market: 'germany',
  siteOrigin: 'http://127.0.0.1:3000',
  dataDir: '/nonexistent',
  locales: ['de'],
  defaultLocale: 'de',
  resolveForm: async () => ({ id: 'interest', fields: [{ name: 'email', type: 'email', label: 'E-mail', rules: [{ rule: 'required' }] }] }),
  loadMessages: async () => ({}),
  successPath: () => '/thank-you',
  webhookUrl: 'http://127.0.0.1:9/never',
  // The receiver never answers this instance.
  fetch: () => {
    console.log('attempt');
    return new Promise(() => undefined);
  },
  redis: { connection: client, lockDurationMs: 1_000, stalledIntervalMs: 200 },
  log: () => undefined,
});
await handler.start();
const response = await handler.handle(
  new Request('http://127.0.0.1:3000/api/forms/interest', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'abbruch@schluessel.example' }) }),
  { formId: 'interest', clientAddress: '203.0.113.7' },
);
console.log(`accepted ${((await response.json()) as { id: string }).id}`);
