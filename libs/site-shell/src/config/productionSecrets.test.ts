import { checkProductionSecrets, PRODUCTION_VARIABLES, SHARED_SECRETS } from './productionSecrets';

const all = Object.fromEntries(PRODUCTION_VARIABLES.map((name) => [name, `value-of-${name}`]));

describe('checkProductionSecrets', () => {
  it('refuses production without the real identity provider and secrets, naming every missing variable in one line', () => {
    const check = checkProductionSecrets({ NODE_ENV: 'production' });
    expect(check.ok).toBe(false);
    const message = (check as { message: string }).message;
    expect(message.split('\n')).toHaveLength(1);
    for (const name of PRODUCTION_VARIABLES) expect(message).toContain(name);
  });

  it('names only what is missing', () => {
    const check = checkProductionSecrets({ ...all, NODE_ENV: 'production', DRAFT_SECRET: '', OIDC_AUDIENCE: undefined });
    expect(check).toEqual({ ok: false, message: expect.stringContaining('without OIDC_AUDIENCE, DRAFT_SECRET:') });
  });

  it('starts in production with every variable set', () => {
    expect(checkProductionSecrets({ ...all, NODE_ENV: 'production' })).toEqual({ ok: true, embedded: false });
  });

  it('refuses production with an http: forms webhook, or one without a signing secret, in one line naming it', () => {
    const production = { ...all, NODE_ENV: 'production' };
    const key = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
    const plain = checkProductionSecrets({ ...production, FORMS_WEBHOOK_URL: 'http://crm.example/hook', FORMS_WEBHOOK_SECRET: key });
    expect(plain).toEqual({ ok: false, message: expect.stringContaining('http: FORMS_WEBHOOK_URL') });
    expect((plain as { message: string }).message.split('\n')).toHaveLength(1);
    const unsigned = checkProductionSecrets({ ...production, FORMS_WEBHOOK_URL: 'https://crm.example/hook' });
    expect(unsigned).toEqual({ ok: false, message: expect.stringContaining('no FORMS_WEBHOOK_SECRET') });
    expect(checkProductionSecrets({ ...production, FORMS_WEBHOOK_URL: 'https://crm.example/hook', FORMS_WEBHOOK_SECRET: key })).toEqual({ ok: true, embedded: false });
    // Embedded (the e2e, a demo) and development keep their loopback receivers.
    expect(checkProductionSecrets({ NODE_ENV: 'production', CLAVIS_EMBEDDED: '1', FORMS_WEBHOOK_URL: 'http://127.0.0.1:9/hook' }).ok).toBe(true);
    expect(checkProductionSecrets({ FORMS_WEBHOOK_URL: 'http://127.0.0.1:9/hook' }).ok).toBe(true);
  });

  it('starts with the embedded services only when they are chosen explicitly', () => {
    expect(checkProductionSecrets({ NODE_ENV: 'production', CLAVIS_EMBEDDED: '1' })).toEqual({ ok: true, embedded: true });
    expect(checkProductionSecrets({ NODE_ENV: 'production', CLAVIS_EMBEDDED: 'true' }).ok).toBe(false);
    expect(checkProductionSecrets({ NODE_ENV: 'production', CLAVIS_EMBEDDED: '0' }).ok).toBe(false);
  });

  it('refuses any server that shares a Redis without the shared secrets, embedded or not, in one line', () => {
    const shared = Object.fromEntries(SHARED_SECRETS.map((name) => [name, `value-of-${name}`]));
    for (const env of [{ NODE_ENV: 'development' }, { NODE_ENV: 'production', CLAVIS_EMBEDDED: '1' }, { ...all, NODE_ENV: 'production' }]) {
      const check = checkProductionSecrets({ ...shared, ...env, REDIS_URL: 'redis://cache:6379', DRAFT_SECRET: undefined });
      expect(check).toEqual({ ok: false, message: expect.stringMatching(/^Refusing to start with REDIS_URL set without DRAFT_SECRET: /) });
      expect((check as { message: string }).message.split('\n')).toHaveLength(1);
    }
    expect(checkProductionSecrets({ NODE_ENV: 'production', CLAVIS_EMBEDDED: '1', CACHE_REDIS_URL: 'redis://cache:6379' })).toEqual({
      ok: false,
      message: expect.stringContaining('with CACHE_REDIS_URL set without EXTRANET_SIGNING_SECRET, REVALIDATE_SECRET, DRAFT_SECRET:'),
    });
    expect(checkProductionSecrets({ ...shared, NODE_ENV: 'production', CLAVIS_EMBEDDED: '1', REDIS_URL: 'redis://cache:6379' })).toEqual({ ok: true, embedded: true });
    expect(checkProductionSecrets({ ...shared, NODE_ENV: 'development', REDIS_URL: 'redis://cache:6379' }).ok).toBe(true);
  });

  it('leaves development and tests alone', () => {
    expect(checkProductionSecrets({ NODE_ENV: 'development' }).ok).toBe(true);
    expect(checkProductionSecrets({ NODE_ENV: 'test' }).ok).toBe(true);
  });
});
