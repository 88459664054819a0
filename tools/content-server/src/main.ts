// `npx nx run content-server:serve` (or `tsx tools/content-server/src/main.ts`): the local CMS on
// 127.0.0.1:4100. PORT, HOST, CONTENT_DIR and the FAULT_* variables (faults.ts) override defaults;
// WEBHOOK_URL (comma-separated) and WEBHOOK_SECRET say where story changes are announced (webhooks.ts).
// CONTENT_PUBLIC_TOKEN and CONTENT_PREVIEW_TOKEN replace the space's tokens, CONTENT_OAUTH_TOKEN the
// Management API's; CONTENT_ASSET_ORIGIN is
// the origin written before `/f/...` asset paths (default: the one each request came to), as a
// custom asset domain in front of a real space.
// CONTENT_SCALE=N (a whole number, default 1) serves N times the catalogue, generated in memory.
import { fileURLToPath } from 'node:url';
import { parseContentScale } from './contentScale';
import { createContentServer, DEFAULT_TOKENS } from './createContentServer';
import { faultsFromEnv } from './faults';
import { buildScaledContent } from './scaledContent';
import { webhooksFromEnv } from './webhooks';

const contentDir = process.env['CONTENT_DIR'] ?? fileURLToPath(new URL('../content', import.meta.url));
const port = Number(process.env['PORT'] ?? 4100);
const host = process.env['HOST'] ?? '127.0.0.1';

let scale: number;
try {
  scale = parseContentScale(process.env['CONTENT_SCALE']);
} catch (error) {
  console.error(`content-server: ${(error as Error).message}`);
  process.exit(1);
}
const started = performance.now();
// Scale 1 is the committed content as it is on disk.
const content = scale === 1 ? undefined : await buildScaledContent(contentDir, scale);

const server = await createContentServer({
  contentDir,
  ...(content ? { content } : {}),
  faults: faultsFromEnv(process.env),
  webhooks: webhooksFromEnv(process.env),
  ...(process.env['CONTENT_OAUTH_TOKEN'] ? { oauthToken: process.env['CONTENT_OAUTH_TOKEN'] } : {}),
  tokens: {
    public: process.env['CONTENT_PUBLIC_TOKEN'] ?? DEFAULT_TOKENS.public,
    preview: process.env['CONTENT_PREVIEW_TOKEN'] ?? DEFAULT_TOKENS.preview,
  },
  ...(process.env['CONTENT_ASSET_ORIGIN'] ? { assetOrigin: new URL(process.env['CONTENT_ASSET_ORIGIN']).origin } : {}),
});
const seconds = ((performance.now() - started) / 1000).toFixed(2);
const url = await server.listen({ port, host });
console.log(`content-server: ${server.store.all().length} stories from ${contentDir} (scale ${scale}, ${content ? 'generated' : 'read'} in ${seconds} s) on ${url}`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
