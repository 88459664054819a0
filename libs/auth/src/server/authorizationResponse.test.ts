/**
 * @jest-environment node
 */
import { authorizationResponse } from './authorizationResponse';
import type { VerifiedUser } from './verifiedUser';

const partner: VerifiedUser = { sub: 'p', groups: ['partner'], claims: { sub: 'p' } };

describe('authorizationResponse', () => {
  it('answers 401 with WWW-Authenticate for a refused token', async () => {
    const response = authorizationResponse({ ok: false, error: 'invalid_token', description: 'the token has expired' });
    expect(response?.status).toBe(401);
    expect(response?.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="the token has expired"');
    expect(await response?.json()).toEqual({ error: 'invalid_token', error_description: 'the token has expired' });
  });

  it('answers a request without credentials with a bare Bearer challenge (RFC 6750 section 3.1)', async () => {
    const response = authorizationResponse({ ok: false, error: null, description: 'no access token' });
    expect(response?.status).toBe(401);
    expect(response?.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response?.json()).toEqual({ error_description: 'no access token' });
  });

  it('names the realm in every challenge when it has one', () => {
    const missing = authorizationResponse({ ok: false, error: null, description: 'no access token' }, { realm: 'extranet' });
    expect(missing?.headers.get('www-authenticate')).toBe('Bearer realm="extranet"');
    const refused = authorizationResponse({ ok: false, error: 'invalid_token', description: 'the token has expired' }, { realm: 'extranet' });
    expect(refused?.headers.get('www-authenticate')).toBe('Bearer realm="extranet", error="invalid_token", error_description="the token has expired"');
  });

  it('keeps quotes and control characters out of the challenge', () => {
    const response = authorizationResponse({ ok: false, error: 'invalid_token', description: 'a "quoted"\\ word\n' });
    expect(response?.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="a \'quoted\'\' word"');
  });

  it('answers 403 for a valid token without the required group', () => {
    const response = authorizationResponse({ ok: true, user: partner }, { requiredGroup: 'bu-italy' });
    expect(response?.status).toBe(403);
    expect(response?.headers.get('www-authenticate')).toBeNull();
  });

  it('lets a user with the group through', () => {
    expect(authorizationResponse({ ok: true, user: partner }, { requiredGroup: 'partner' })).toBeNull();
    expect(authorizationResponse({ ok: true, user: partner })).toBeNull();
  });
});
