import { join } from 'node:path';
import { createContentServer, DEFAULT_TOKENS, type ContentServer } from './createContentServer';
import { createCmsClient, isCmsClientError } from '@clavis/cms-client';
import Fastify from 'fastify';
import { LOCAL_ASSET_TOKEN, registerPrivateAssets } from './privateAssets';

const PRIVATE = 'f/287000/5c47842e38/partner-instructions-2024.pdf';
const PUBLIC = 'f/287000/84798b2ae5/partner-price-lists-2026.pdf';

let server: ContentServer;
let baseUrl: string;

beforeAll(async () => {
  server = await createContentServer({ contentDir: join(__dirname, '../content'), admin: false });
  baseUrl = await server.listen({ port: 0 });
});
afterAll(() => server.close());

const signed = async (path: string, token = LOCAL_ASSET_TOKEN) =>
  fetch(`${baseUrl}/v2/cdn/assets/me?token=${token}&filename=${encodeURIComponent(`${baseUrl}/${path}`)}`);

describe('private assets', () => {
  it('answers 403 to the direct URL of an asset the content folder marks private, and serves the others', async () => {
    const direct = await fetch(`${baseUrl}/${PRIVATE}`);
    expect(direct.status).toBe(403);
    expect(direct.headers.get('content-type')).not.toContain('pdf');
    expect((await fetch(`${baseUrl}/${PUBLIC}`)).status).toBe(200);
  });

  it("hands out a signed URL through cdn/assets/me with the space's asset token, in Storyblok's shape, and it downloads the file", async () => {
    const response = await signed(PRIVATE);
    expect(response.status).toBe(200);
    const { asset } = (await response.json()) as { asset: { filename: string; is_private: boolean; signed_url: string; expire_at: string } };
    expect(asset).toMatchObject({ filename: `${baseUrl}/${PRIVATE}`, is_private: true });
    expect(Date.parse(asset.expire_at)).toBeGreaterThan(Date.now());
    const file = await fetch(asset.signed_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // A public asset's "signed" URL is its own.
    const open = (await (await signed(PUBLIC)).json()) as { asset: { is_private: boolean; signed_url: string } };
    expect(open.asset).toMatchObject({ is_private: false, signed_url: `${baseUrl}/${PUBLIC}` });
  });

  it("is what the CMS client's getSignedAssetUrl reads, and its error names no token", async () => {
    const cms = createCmsClient({ baseUrl: `${baseUrl}/v2`, accessToken: DEFAULT_TOKENS.public, maxRetries: 0 });
    const url = await cms.getSignedAssetUrl(`${baseUrl}/${PRIVATE}`, LOCAL_ASSET_TOKEN);
    expect((await fetch(url)).status).toBe(200);
    const refused = await cms.getSignedAssetUrl(`${baseUrl}/${PRIVATE}`, 'wrong-asset-token').catch((error: unknown) => error);
    expect(isCmsClientError(refused) && refused.status).toBe(401);
    expect(String((refused as Error).message)).not.toContain('wrong-asset-token');
  });

  it('refuses another token, a tampered or expired signature, and a URL that is no asset', async () => {
    expect((await signed(PRIVATE, DEFAULT_TOKENS.public)).status).toBe(401);
    const { asset } = (await (await signed(PRIVATE)).json()) as { asset: { signed_url: string } };
    const url = new URL(asset.signed_url);
    const tampered = new URL(url);
    tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await fetch(tampered)).status).toBe(403);
    // The signature of one file opens no other.
    expect((await fetch(`${baseUrl}/f/287000/0aa70d8fc7/partner-data-sheet-orbit-ot48.pdf${url.search}`)).status).toBe(200);
    const other = await createContentServer({ contentDir: join(__dirname, '../content'), admin: false, privateAssets: ['f/287000/0aa70d8fc7/partner-data-sheet-orbit-ot48.pdf'] });
    const otherUrl = await other.listen({ port: 0 });
    try {
      expect((await fetch(`${otherUrl}/f/287000/0aa70d8fc7/partner-data-sheet-orbit-ot48.pdf${url.search}`)).status).toBe(403);
    } finally {
      await other.close();
    }
    expect((await fetch(`${baseUrl}/v2/cdn/assets/me?token=${LOCAL_ASSET_TOKEN}&filename=not-a-url`)).status).toBe(422);
    expect((await fetch(`${baseUrl}/v2/cdn/assets/me?token=${LOCAL_ASSET_TOKEN}&filename=${encodeURIComponent(`${baseUrl}/v2/cdn/stories`)}`)).status).toBe(404);
  });

  it('lets a signed URL expire', async () => {
    let clock = Date.now();
    const app = Fastify();
    registerPrivateAssets(app, { paths: [PRIVATE], assetToken: 't', ttlSeconds: 60, now: () => clock });
    app.get('/f/*', async () => 'the file');
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answer = (await (await fetch(`${origin}/v2/cdn/assets/me?token=t&filename=${encodeURIComponent(`${origin}/${PRIVATE}`)}`)).json()) as { asset: { signed_url: string } };
      expect((await fetch(answer.asset.signed_url)).status).toBe(200);
      expect((await fetch(`${answer.asset.signed_url.replace('?', '/m/400x0?')}`)).status).toBe(200);
      clock += 61_000;
      expect((await fetch(answer.asset.signed_url)).status).toBe(403);
    } finally {
      await app.close();
    }
  });
});
