// Test helpers: the committed fixture content on a real content server, tokens signed with keys
// made in the test, and a verify built as site-shell builds it (jose against the issuer's keys).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCmsClient } from '@clavis/cms-client';
import { createContentServer, DEFAULT_TOKENS, type ContentServer } from '@clavis/content-server';
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK } from 'jose';
import type { ExtranetAccess, VerifyExtranetRequest } from '../server/createExtranetApi';

export const ISSUER = 'http://127.0.0.1:4200';
export const AUDIENCE = 'https://api.clavis.example/extranet';
/** This suite's content server port (the extranet engineer's range). */
export const CONTENT_PORT = 10101;

export const USERS = {
  buItalia: { sub: 'user-bu-italia', email: 'bu-italia@clavis.example', name: 'BU Italia', groups: ['partner', 'bu-italy'] },
  partner: { sub: 'user-partner', email: 'partner@clavis.example', name: 'Partner', groups: ['partner'] },
  visitor: { sub: 'user-visitor', email: 'visitor@clavis.example', name: 'Visitor', groups: [] as string[] },
} as const;

export async function startContentServer(port = CONTENT_PORT): Promise<{ server: ContentServer; baseUrl: string }> {
  const server = await createContentServer({ contentDir: join(__dirname, '../../../../tools/content-server/content'), admin: false });
  const baseUrl = await server.listen({ port });
  return { server, baseUrl };
}

export function cmsFor(baseUrl: string) {
  return createCmsClient({ baseUrl: `${baseUrl}/v2`, accessToken: DEFAULT_TOKENS.public, rateLimit: 1000, cache: false });
}

export async function createIssuer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256' };
  const keys = createLocalJWKSet({ keys: [jwk] });
  const token = (user: { sub: string; email?: string; name?: string; groups: readonly string[] }, overrides: { expiresIn?: string; audience?: string } = {}) =>
    new SignJWT({ email: user.email, name: user.name, groups: [...user.groups] })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(ISSUER)
      .setAudience(overrides.audience ?? AUDIENCE)
      .setSubject(user.sub)
      .setIssuedAt()
      .setExpirationTime(overrides.expiresIn ?? '5m')
      .sign(privateKey);
  const verify: VerifyExtranetRequest = async (request, options = {}): Promise<ExtranetAccess> => {
    const unauthorized = () => ({ ok: false as const, response: new Response(JSON.stringify({ status: 401, error: 'invalid_token' }), { status: 401, headers: { 'www-authenticate': 'Bearer error="invalid_token"' } }) });
    const header = request.headers.get('authorization');
    // As the real verifier answers (RFC 6750 section 3.1): no credentials, a bare challenge.
    if (!header) return { ok: false as const, response: new Response(JSON.stringify({ status: 401, error: 'unauthorized' }), { status: 401, headers: { 'www-authenticate': 'Bearer' } }) };
    const match = /^Bearer (.+)$/i.exec(header);
    if (!match) return unauthorized();
    try {
      const { payload } = await jwtVerify(match[1] as string, keys, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['RS256', 'PS256', 'ES256'], clockTolerance: 60, requiredClaims: ['sub'] });
      const groups = Array.isArray(payload['groups']) ? (payload['groups'] as string[]) : [];
      const user = { sub: payload.sub as string, groups, ...(typeof payload['email'] === 'string' ? { email: payload['email'] } : {}), claims: { ...(payload.exp ? { exp: payload.exp } : {}) } };
      if (options.requiredGroup && !groups.includes(options.requiredGroup)) {
        // As site-shell's check answers: the verified user comes with the refusal.
        return { ok: false, response: new Response(JSON.stringify({ status: 403, error: 'forbidden' }), { status: 403 }), user };
      }
      return { ok: true, user };
    } catch {
      return unauthorized();
    }
  };
  return { token, verify };
}

const auditFolders: string[] = [];

/** An audit file in a new temporary folder; `removeTempAuditFiles` removes the folders. */
export async function tempAuditFile(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'clavis-extranet-audit-'));
  auditFolders.push(folder);
  return join(folder, 'downloads.jsonl');
}

export async function removeTempAuditFiles(): Promise<void> {
  await Promise.all(auditFolders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
}
