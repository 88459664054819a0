/** @jest-environment node */
import type { ContentServer } from '@clavis/content-server';
import { createCmsClient } from '@clavis/cms-client';
import type { ExtranetPayload } from '../payload';
import { createExtranetApi } from './createExtranetApi';
import { withPrivateAssets } from './privateAssetFetch';
import { cmsFor, createIssuer, removeTempAuditFiles, startContentServer, tempAuditFile, USERS } from '../testing/extranetTestServer';

// The committed content marks the partner instructions a private asset (private-assets.json).
const PRIVATE_FILE = /\/f\/287000\/5c47842e38\/partner-instructions-2024\.pdf$/;
const ASSET_TOKEN = 'clavis-local-asset-token';
const SITE = 'http://127.0.0.1:10000';
const SECRET = 'test-signing-secret-of-at-least-32-chars';

let server: ContentServer;
let assetOrigin: string;
let issuer: Awaited<ReturnType<typeof createIssuer>>;

beforeAll(async () => {
  ({ server, baseUrl: assetOrigin } = await startContentServer(0));
  issuer = await createIssuer();
});
afterAll(async () => {
  await server.close();
  await removeTempAuditFiles();
});

async function api(privateAssets: boolean) {
  const signing = createCmsClient({ baseUrl: `${assetOrigin}/v2`, accessToken: 'clavis-local-public-token', maxRetries: 0 });
  const fetch = privateAssets ? withPrivateAssets(globalThis.fetch, { assetOrigin, signedUrl: (filename) => signing.getSignedAssetUrl(filename, ASSET_TOKEN) }) : globalThis.fetch;
  return createExtranetApi({ market: 'germany', cms: cmsFor(assetOrigin), verify: issuer.verify, signingSecret: SECRET, auditFile: await tempAuditFile(), assetOrigin, fetch });
}

async function instructionsLink(handler: Awaited<ReturnType<typeof api>>): Promise<{ filename: string; bytes?: number }> {
  const token = await issuer.token(USERS.partner);
  const response = await handler.GET(new Request(`${SITE}/api/extranet/de/kataloge/instructions/instructions-2024`, { headers: { authorization: `Bearer ${token}` } }));
  expect(response.status).toBe(200);
  const payload = (await response.json()) as ExtranetPayload;
  const text = JSON.stringify(payload);
  expect(text).not.toContain(assetOrigin);
  const file = (payload.story?.content as unknown as { file: { filename: string; bytes?: number } }).file;
  expect(file.filename).toMatch(/^\/api\/extranet\/files\//);
  expect(file.filename).toMatch(PRIVATE_FILE);
  return file;
}

describe('private assets through the file route', () => {
  it('streams a private asset to an entitled partner through its signed URL, with its size in the answer', async () => {
    const handler = await api(true);
    const { filename: link, bytes: listed } = await instructionsLink(handler);
    const download = await handler.GET(new Request(`${SITE}${link}`));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="partner-instructions-2024.pdf"');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(listed).toBe(bytes.length);
  });

  it('is private indeed: the CMS URL answers 403, and without the asset token the route cannot fetch it', async () => {
    const handler = await api(false);
    const { filename: link } = await instructionsLink(handler);
    const direct = await fetch(`${assetOrigin}${(PRIVATE_FILE.exec(link) as RegExpExecArray)[0]}`);
    expect(direct.status).toBe(403);
    const refused = await handler.GET(new Request(`${SITE}${link}`));
    expect(refused.status).toBe(502);
  });

  it('asks for no signed URL of a public asset, nor of a URL off the asset origin', async () => {
    const asked: string[] = [];
    const fetchAsset = withPrivateAssets(globalThis.fetch, { assetOrigin, signedUrl: async (filename) => (asked.push(filename), filename) });
    expect((await fetchAsset(`${assetOrigin}/f/287000/84798b2ae5/partner-price-lists-2026.pdf`)).status).toBe(200);
    expect((await fetchAsset(`${assetOrigin}/v2/cdn/stories`)).status).toBe(401);
    expect(asked).toEqual([]);
  });
});
