/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTokenVerifier } from '@clavis/auth/server';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

jest.mock('server-only', () => ({}));

const AUDIENCE = 'https://api.clavis.example/extranet';
let server: Server;
let issuer: string;
let privateKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256' };
  server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/.well-known/openid-configuration') response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    else response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function requestWith(groups: string[]) {
  const token = await new SignJWT({ groups })
    .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setSubject('partner-1')
    .setExpirationTime('5m')
    .sign(privateKey);
  return new Request('http://127.0.0.1:8000/api/extranet/de', { headers: { authorization: `Bearer ${token}` } });
}

describe('checkExtranetAccess', () => {
  it('lets a partner into an area, answers 403 for the BU Italia documentation and 401 without a token', async () => {
    const { checkExtranetAccess } = await import('./extranetAccess');
    const verifier = createTokenVerifier({ issuer, audience: AUDIENCE });
    const partner = await checkExtranetAccess(verifier, await requestWith(['partner']));
    expect(partner.ok && partner.user.sub).toBe('partner-1');

    // A refusal for the group still names the verified user: the extranet API keeps every verified request's groups.
    const documentation = await checkExtranetAccess(verifier, await requestWith(['partner']), { requiredGroup: 'bu-italy' });
    expect(!documentation.ok && [documentation.response.status, documentation.user?.sub, documentation.user?.groups]).toEqual([403, 'partner-1', ['partner']]);

    const visitor = await checkExtranetAccess(verifier, await requestWith([]));
    expect(!visitor.ok && [visitor.response.status, visitor.user?.groups]).toEqual([403, []]);

    const anonymous = await checkExtranetAccess(verifier, new Request('http://127.0.0.1:8000/api/extranet/de'));
    expect(anonymous.ok).toBe(false);
    if (!anonymous.ok) {
      expect(anonymous.response.status).toBe(401);
      expect(anonymous.user).toBeUndefined();
      // RFC 6750 section 3.1: no credentials, no error code.
      expect(anonymous.response.headers.get('www-authenticate')).toBe('Bearer');
    }
  });
});
