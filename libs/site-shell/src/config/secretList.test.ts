import { isWebhookSigningKey, secretList } from './secretList';

describe('secretList', () => {
  it('reads a comma-separated list in order, the signing secret first', () => {
    expect(secretList('new-secret, old-secret')).toEqual(['new-secret', 'old-secret']);
    expect(secretList('only')).toEqual(['only']);
    expect(secretList(' , ')).toEqual([]);
    expect(secretList(undefined)).toEqual([]);
  });
});

describe('isWebhookSigningKey', () => {
  it('takes whsec_ and the base64 of 24 to 64 bytes', () => {
    expect(isWebhookSigningKey(`whsec_${Buffer.alloc(32, 7).toString('base64')}`)).toBe(true);
    expect(isWebhookSigningKey(`whsec_${Buffer.alloc(16, 7).toString('base64')}`)).toBe(false);
    expect(isWebhookSigningKey(Buffer.alloc(32, 7).toString('base64'))).toBe(false);
    expect(isWebhookSigningKey('whsec_not base64!')).toBe(false);
  });
});
