/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type KeyObject } from 'jose';
import { createExtranetVerifier } from './createExtranetVerifier';

const AUDIENCE = 'https://api.clavis.example/extranet';
let server: Server;
let issuer: string;
const published: JWK[] = [];
let rsa: { privateKey: CryptoKey | KeyObject; kid: string };

async function newKey(alg: 'RS256' | 'ES256', kid: string) {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  published.push({ ...(await exportJWK(publicKey)), kid, alg, use: 'sig' });
  return { privateKey, kid };
}

beforeAll(async () => {
  // A real issuer over loopback: discovery document and JWKS.
  server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/.well-known/openid-configuration') response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    else if (request.url === '/jwks') response.end(JSON.stringify({ keys: published }));
    else response.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(10102, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  rsa = await newKey('RS256', 'rsa-1');
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function sign(key: { privateKey: CryptoKey | KeyObject; kid: string }, alg: string, claims: Record<string, unknown> = {}, build: (jwt: SignJWT) => SignJWT = (jwt) => jwt) {
  return build(
    new SignJWT({ groups: ['partner'], email: 'partner@clavis.example', ...claims })
      .setProtectedHeader({ alg, kid: key.kid })
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setSubject('user-partner')
      .setIssuedAt()
      .setExpirationTime('5m'),
  ).sign(key.privateKey);
}

const request = (token?: string) => new Request('http://127.0.0.1:10000/api/extranet/de', { headers: token ? { authorization: `Bearer ${token}` } : {} });
const verifier = () => createExtranetVerifier({ issuer, audience: AUDIENCE });

describe('createExtranetVerifier', () => {
  it('accepts a token signed by the issuer and answers its user', async () => {
    const access = await verifier()(request(await sign(rsa, 'RS256')), { requiredGroup: 'partner' });
    expect(access).toEqual({ ok: true, user: { sub: 'user-partner', email: 'partner@clavis.example', groups: ['partner'] } });
  });

  it('answers 401 with the bearer challenge without a token, for another audience or issuer, or expired past the leeway', async () => {
    const verify = verifier();
    const statuses = [];
    for (const token of [
      undefined,
      'not.a.token',
      await sign(rsa, 'RS256', {}, (jwt) => jwt.setAudience('https://other.example')),
      await sign(rsa, 'RS256', {}, (jwt) => jwt.setIssuer('http://127.0.0.1:9')),
      await sign(rsa, 'RS256', {}, (jwt) => jwt.setExpirationTime(Math.floor(Date.now() / 1000) - 120)),
    ]) {
      const access = await verify(request(token));
      if (access.ok) throw new Error('accepted');
      statuses.push([access.response.status, access.response.headers.get('www-authenticate')]);
    }
    expect(statuses).toEqual(Array(5).fill([401, 'Bearer error="invalid_token"']));
  });

  it('accepts a token expired within the 60 s leeway', async () => {
    const token = await sign(rsa, 'RS256', {}, (jwt) => jwt.setExpirationTime(Math.floor(Date.now() / 1000) - 30));
    expect((await verifier()(request(token))).ok).toBe(true);
  });

  it('refuses HS256 even with the public key as secret, and a token without sub', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(published[0]));
    const hs = await new SignJWT({ groups: ['partner'] }).setProtectedHeader({ alg: 'HS256', kid: 'rsa-1' }).setIssuer(issuer).setAudience(AUDIENCE).setSubject('x').setExpirationTime('5m').sign(secret);
    expect((await verifier()(request(hs))).ok).toBe(false);
    const noSub = await new SignJWT({ groups: ['partner'] }).setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' }).setIssuer(issuer).setAudience(AUDIENCE).setExpirationTime('5m').sign(rsa.privateKey);
    expect((await verifier()(request(noSub))).ok).toBe(false);
  });

  it('answers 403 to a valid token without the group the area needs', async () => {
    const access = await verifier()(request(await sign(rsa, 'RS256')), { requiredGroup: 'bu-italy' });
    expect(access.ok ? 200 : access.response.status).toBe(403);
  });

  it('fetches the key set again for a key it has not seen (rotation), ES256 included', async () => {
    const verify = createExtranetVerifier({ issuer, audience: AUDIENCE, jwksCooldownMs: 0 });
    expect((await verify(request(await sign(rsa, 'RS256')))).ok).toBe(true);
    const ec = await newKey('ES256', 'ec-2');
    expect((await verify(request(await sign(ec, 'ES256')))).ok).toBe(true);
  });
});
