/** @jest-environment node */
import { generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { createSearchEngine } from '../engine/createSearchEngine';
import { fixtureStory, fixtureUrl, germanStories } from '../testing/fixtureStories';
import { serveOnLoopback } from '../testing/serveOnLoopback';
import { createExtranetSearchHandler, type ExtranetVerification } from './createSearchRoutes';

const ISSUER = 'http://127.0.0.1:4200';
const AUDIENCE = 'https://api.clavis.example/extranet';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ES256 JWT, signed with node:crypto (jose is ESM-only, which this Jest setup cannot load). */
function signToken(privateKey: KeyObject, claims: Record<string, unknown>): string {
  const input = `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

async function jwtVerify(token: string, publicKey: KeyObject, expected: { issuer: string; audience: string; algorithms: string[] }) {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw new Error('malformed');
  if (!expected.algorithms.includes(JSON.parse(Buffer.from(header, 'base64url').toString()).alg)) throw new Error('algorithm');
  if (!verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) throw new Error('signature');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  if (claims.iss !== expected.issuer || claims.aud !== expected.audience || !(claims.exp > Date.now() / 1000)) throw new Error('claims');
}

/** A verifier like site-shell's: ES256 signature, issuer, audience and expiry, 401 otherwise. */
function bearerVerifier(publicKey: KeyObject) {
  return async (request: Request): Promise<ExtranetVerification> => {
    const token = request.headers.get('authorization')?.match(/^Bearer (.+)$/)?.[1];
    const refuse = (): ExtranetVerification => ({
      ok: false,
      response: new Response(null, { status: 401, headers: { 'www-authenticate': 'Bearer error="invalid_token"' } }),
    });
    if (!token) return refuse();
    try {
      await jwtVerify(token, publicKey, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['ES256'] });
      return { ok: true };
    } catch {
      return refuse();
    }
  };
}

describe('POST /api/extranet/search', () => {
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  let token: string;
  let bodyRead = false;

  beforeAll(async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    token = signToken(privateKey, { sub: 'partner@clavis.example', iss: ISSUER, aud: AUDIENCE, exp: Math.floor(Date.now() / 1000) + 300 });
    const engine = createSearchEngine({
      market: 'germany',
      locales: ['de'],
      loadStories: async () => germanStories(),
      loadExtranetStories: async () => [
        fixtureStory('de/extranet/kataloge/preislisten-2026', { component: 'catalogue_folder', title: 'Preislisten 2026' }),
        fixtureStory('de/extranet/produkte/keys/dimple/high-security/sentinel-sn-30', { component: 'extranet_product', title: 'Sentinel SN-30' }),
      ],
      urlOf: fixtureUrl,
    });
    const handler = createExtranetSearchHandler({ engine, verify: bearerVerifier(publicKey) });
    server = await serveOnLoopback(async (request) => {
      const response = await handler(request);
      bodyRead = request.bodyUsed;
      return response;
    });
  });
  afterAll(() => server.close());

  const search = (indexName: string, query: string, authorization?: string) =>
    fetch(`${server.url}/api/extranet/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ requests: [{ indexName, params: { query } }] }),
    });

  it('answers the extranet index and the public catalogue to a verified partner', async () => {
    const response = await search('germany_de_extranet', 'preislisten', `Bearer ${token}`);
    expect(response.status).toBe(200);
    const { results } = await response.json();
    expect(results[0].hits.map((hit: { title: string }) => hit.title)).toEqual(['Preislisten 2026']);
    const catalogue = await (await search('germany_de', 'futura', `Bearer ${token}`)).json();
    expect(catalogue.results[0].nbHits).toBe(2);
  });

  it("finds a partner product page by its product's name", async () => {
    const { results } = await (await search('germany_de_extranet', 'sentinel', `Bearer ${token}`)).json();
    expect(results[0].hits.map((hit: { title: string; type: string }) => [hit.title, hit.type])).toEqual([['Sentinel SN-30', 'extranet_product']]);
  });

  it('refuses a missing or forged token before reading the body', async () => {
    for (const authorization of [undefined, 'Bearer not-a-token', `Bearer ${token.slice(0, -4)}AAAA`]) {
      const response = await search('germany_de_extranet', 'preislisten', authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      expect(bodyRead).toBe(false);
    }
  });
});
