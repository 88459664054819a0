/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, base64url, type CryptoKey, type JWK } from 'jose';
import { createHmac } from 'node:crypto';
import { createTokenVerifier, type TokenVerifier } from './createTokenVerifier';

const AUDIENCE = 'https://api.clavis.example/extranet';
const KID = 'test-key-1';

let server: Server;
let issuer: string;
let privateKey: CryptoKey;
let publicJwk: JWK;
let otherPrivateKey: CryptoKey;
let jwksRequests = 0;
let discoveryRequests = 0;
let verifier: TokenVerifier;

const now = () => Math.floor(Date.now() / 1000);

function sign(claims: Record<string, unknown>, options: { key?: CryptoKey; kid?: string; alg?: string } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? KID, typ: 'at+jwt' })
    .sign(options.key ?? privateKey);
}

function validClaims(overrides: Record<string, unknown> = {}) {
  return {
    iss: issuer,
    aud: AUDIENCE,
    sub: 'partner-1',
    name: 'Paula Partner',
    email: 'partner@clavis.example',
    groups: ['partner'],
    iat: now(),
    exp: now() + 300,
    ...overrides,
  };
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  otherPrivateKey = (await generateKeyPair('RS256', { extractable: true })).privateKey;

  server = createServer((request, response) => {
    if (request.url === '/.well-known/openid-configuration') {
      discoveryRequests += 1;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    } else if (request.url === '/jwks') {
      jwksRequests += 1;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [publicJwk] }));
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  verifier = createTokenVerifier({ issuer, audience: AUDIENCE });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createTokenVerifier', () => {
  it('accepts a valid token and describes its user', async () => {
    const outcome = await verifier.verify(await sign(validClaims()));
    expect(outcome).toEqual({
      ok: true,
      user: expect.objectContaining({ sub: 'partner-1', name: 'Paula Partner', email: 'partner@clavis.example', groups: ['partner'] }),
    });
  });

  it('finds the keys through discovery once and caches them', async () => {
    const before = { discoveryRequests, jwksRequests };
    for (let index = 0; index < 3; index += 1) {
      expect((await verifier.verify(await sign(validClaims()))).ok).toBe(true);
    }
    expect(discoveryRequests - before.discoveryRequests).toBe(0);
    expect(jwksRequests - before.jwksRequests).toBe(0);
    expect(discoveryRequests).toBe(1);
    expect(jwksRequests).toBe(1);
  });

  it('reads the bearer token of a request', async () => {
    const token = await sign(validClaims());
    const outcome = await verifier.verifyRequest(new Request('http://site/api', { headers: { authorization: `Bearer ${token}` } }));
    expect(outcome.ok).toBe(true);
    const lowerCase = await verifier.verifyRequest(new Request('http://site/api', { headers: { authorization: `bearer ${token}` } }));
    expect(lowerCase.ok).toBe(true);
  });

  it('tells a request without credentials from one with a bad token (RFC 6750 section 3.1)', async () => {
    const request = (authorization?: string) => new Request('http://site/api', authorization === undefined ? {} : { headers: { authorization } });
    const missing = { ok: false, error: null, description: 'no access token' };
    expect(await verifier.verifyRequest(request())).toEqual(missing);
    // Another scheme is no bearer credential either.
    expect(await verifier.verifyRequest(request('Basic cGFydG5lcjpzZWNyZXQ='))).toEqual(missing);
    expect(await verifier.verify(undefined)).toEqual(missing);
    expect(await verifier.verify('')).toEqual(missing);

    for (const header of ['Bearer', 'Bearer ', 'Bearer two tokens']) {
      expect(await verifier.verifyRequest(request(header))).toEqual({ ok: false, error: 'invalid_token', description: 'the Authorization header is malformed' });
    }
    expect(await verifier.verifyRequest(request('Bearer not.a.jwt'))).toMatchObject({ ok: false, error: 'invalid_token' });
  });

  const refusals: Array<[string, () => Promise<string | null | undefined>, RegExp]> = [
    ['garbage', async () => 'not.a.jwt', /malformed|could not be verified/],
    [
      'alg none',
      async () => {
        const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
        return `${header}.${base64url.encode(JSON.stringify(validClaims()))}.`;
      },
      /algorithm is not accepted|malformed/,
    ],
    [
      'HS256 signed with the public key',
      async () => {
        const header = base64url.encode(JSON.stringify({ alg: 'HS256', kid: KID, typ: 'JWT' }));
        const body = base64url.encode(JSON.stringify(validClaims()));
        const signature = createHmac('sha256', JSON.stringify(publicJwk)).update(`${header}.${body}`).digest('base64url');
        return `${header}.${body}.${signature}`;
      },
      /algorithm is not accepted/,
    ],
    ['a valid signature from an unknown key', async () => sign(validClaims(), { key: otherPrivateKey, kid: 'unknown-key' }), /unknown key/],
    ['another key under the known kid', async () => sign(validClaims(), { key: otherPrivateKey }), /signature does not verify/],
    [
      'a changed payload with the old signature',
      async () => {
        const [header, , signature] = (await sign(validClaims())).split('.');
        const forged = base64url.encode(JSON.stringify(validClaims({ groups: ['partner', 'bu-italy'] })));
        return `${header}.${forged}.${signature}`;
      },
      /signature does not verify/,
    ],
    ['a wrong issuer', async () => sign(validClaims({ iss: 'https://evil.example' })), /iss claim/],
    ['a wrong audience', async () => sign(validClaims({ aud: 'https://api.other.example' })), /aud claim/],
    ['expired beyond the leeway', async () => sign(validClaims({ iat: now() - 600, exp: now() - 61 })), /expired/],
    ['not yet valid', async () => sign(validClaims({ nbf: now() + 120 })), /not yet valid/],
    [
      'a missing sub',
      async () => {
        const { sub: _sub, ...claims } = validClaims();
        return sign(claims);
      },
      /no subject/,
    ],
  ];

  it.each(refusals)('refuses %s', async (_name, makeToken, description) => {
    const outcome = await verifier.verify(await makeToken());
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error).toBe('invalid_token');
      expect(outcome.description).toMatch(description);
    }
  });

  it('accepts a token expired within the leeway', async () => {
    expect((await verifier.verify(await sign(validClaims({ exp: now() - 30 })))).ok).toBe(true);
  });

  it('picks a rotated signing key by its kid', async () => {
    const rotated = await generateKeyPair('RS256', { extractable: true });
    const rotatedJwk = { ...(await exportJWK(rotated.publicKey)), kid: 'rotated', alg: 'RS256', use: 'sig' };
    const fresh = createTokenVerifier({ issuer, audience: AUDIENCE, jwksUri: `${issuer}/jwks` });
    expect((await fresh.verify(await sign(validClaims()))).ok).toBe(true);
    const previous = publicJwk;
    publicJwk = rotatedJwk;
    try {
      // jose's cooldown (30 s) holds back a refetch right after the first fetch; a new verifier
      // whose first fetch already sees the rotated set shows the key is picked up by its kid.
      const afterRotation = createTokenVerifier({ issuer, audience: AUDIENCE, jwksUri: `${issuer}/jwks` });
      expect((await afterRotation.verify(await sign(validClaims(), { key: rotated.privateKey, kid: 'rotated' }))).ok).toBe(true);
    } finally {
      publicJwk = previous;
    }
  });

  it('refuses every token when the keys cannot be fetched', async () => {
    const unreachable = createTokenVerifier({ issuer, audience: AUDIENCE, jwksUri: `${issuer}/missing-jwks` });
    const outcome = await unreachable.verify(await sign(validClaims()));
    expect(outcome.ok).toBe(false);
  });

  it('never accepts none or HS* even when configured', () => {
    expect(() => createTokenVerifier({ issuer, audience: AUDIENCE, algorithms: ['none', 'HS256'] })).toThrow(/no acceptable/);
  });
});
