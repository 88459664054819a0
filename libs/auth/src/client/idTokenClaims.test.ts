import { AuthError } from '../errors/AuthError';
import { checkIdTokenClaims } from './idTokenClaims';

const expected = { issuer: 'http://127.0.0.1:4200', clientId: 'clavis-sites', leewaySeconds: 60, now: 1_000_000 };
const valid = { iss: 'http://127.0.0.1:4200', aud: 'clavis-sites', exp: 1_000_100 };

function failure(claims: object) {
  try {
    checkIdTokenClaims(claims, expected);
  } catch (error) {
    return error as AuthError;
  }
  return null;
}

describe('checkIdTokenClaims', () => {
  it('accepts our issuer, our client and a live token (Auth0 issuers end in a slash)', () => {
    expect(failure(valid)).toBeNull();
    expect(failure({ ...valid, iss: 'http://127.0.0.1:4200/', aud: ['other', 'clavis-sites'] })).toBeNull();
    expect(failure({ ...valid, exp: 999_950 })).toBeNull();
  });

  it.each([
    [{ ...valid, iss: 'https://evil.example' }, 'issuer'],
    [{ ...valid, aud: 'someone-else' }, 'audience'],
    [{ ...valid, exp: 999_900 }, 'expiry'],
    [{ iss: valid.iss, aud: valid.aud }, 'expiry'],
  ])('refuses %p as invalid_claims (%s)', (claims, claim) => {
    const error = failure(claims);
    expect(error).toBeInstanceOf(AuthError);
    expect(error?.code).toBe('invalid_claims');
    expect(error?.claim).toBe(claim);
  });
});
