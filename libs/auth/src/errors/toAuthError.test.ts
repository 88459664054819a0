import { AuthError } from './AuthError';
import { toAuthError } from './toAuthError';

function errorResponse(error: string, message = error) {
  return Object.assign(new Error(message), { name: 'ErrorResponse', error });
}

describe('toAuthError', () => {
  it.each([
    [Object.assign(new Error('IFrame timed out without a response'), { name: 'ErrorTimeout' }), 'timeout'],
    [new Error('Popup closed by user'), 'cancelled'],
    [errorResponse('access_denied'), 'cancelled'],
    [errorResponse('login_required'), 'login_required'],
    [errorResponse('mfa_required'), 'mfa_required'],
    [new Error('No matching state found in storage'), 'missing_transaction'],
    [new Error('No refresh_token in user'), 'missing_refresh_token'],
    [new Error('Invalid state'), 'state_mismatch'],
  ])('maps %p to %s', (raw, code) => {
    const error = toAuthError(raw);
    expect(error).toBeInstanceOf(AuthError);
    expect(error.code).toBe(code);
  });

  it('gives state_mismatch the text "Invalid state"', () => {
    expect(toAuthError(new Error('state mismatch')).message).toBe('Invalid state');
  });

  it.each([
    ['Invalid issuer in token', 'issuer'],
    ['Invalid audience in id_token', 'audience'],
    ['Invalid nonce in id_token', 'nonce'],
    ['id_token expired', 'expiry'],
  ])('maps the ID-token claim error "%s" to invalid_claims (%s)', (message, claim) => {
    const error = toAuthError(new Error(message));
    expect(error.code).toBe('invalid_claims');
    expect(error.claim).toBe(claim);
  });

  it('names the catalogue text of each code', () => {
    expect(new AuthError('timeout', 'x').messageId).toBe('auth.errors.timeout');
  });
});
