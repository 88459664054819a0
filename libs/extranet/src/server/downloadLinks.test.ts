/** @jest-environment node */
import { createDownloadSigner, type LinkGrant } from './downloadLinks';

const secret = 'a-signing-secret-of-at-least-32-characters';
const grant: LinkGrant = { holder: 'opaque-holder-id', area: 'extranet-catalogues-folder', group: 'partner', epoch: 'session-1' };
const file = { kind: 'file' as const, path: 'f/287000/abc/partner-price-lists-2026.pdf' };

function parts(link: string) {
  const [, grantSegment, ...path] = link.split('/');
  return { grant: grantSegment as string, path: path.join('/') };
}

const claimsOf = (segment: string) => JSON.parse(Buffer.from(segment.split('.')[0] as string, 'base64url').toString()) as Record<string, unknown>;

describe('createDownloadSigner', () => {
  it('signs a link for its holder and area that verifies until it expires, and not a moment after', () => {
    let now = 1_000_000;
    const signer = createDownloadSigner({ secret, ttlSeconds: 60, windowSeconds: 1, now: () => now });
    const link = signer.sign(grant, file);
    expect(link).toMatch(/^files\/[\w-]+\.[\w-]+\/f\/287000\/abc\/partner-price-lists-2026\.pdf$/);
    const { grant: segment, path } = parts(link);
    expect(signer.verify(segment, { kind: 'file', path })).toEqual({ ok: true, grant: { ...grant, target: file, expires: 1_060_000 } });
    now = 1_060_000;
    expect(signer.verify(segment, file).ok).toBe(true);
    now = 1_060_001;
    expect(signer.verify(segment, file)).toEqual({ ok: false, reason: 'expired' });
  });

  it('hands out links that live two minutes and at most half a minute more, the same within that window', () => {
    let now = 1_000_000;
    const signer = createDownloadSigner({ secret, now: () => now });
    const first = signer.sign(grant, file);
    now += 9_999;
    expect(signer.sign(grant, file)).toBe(first);
    const check = signer.verify(parts(first).grant, file);
    expect(check.ok && check.grant.expires).toBe(1_140_000);
    expect(signer.lifetimeMs).toBe(150_000);
    now = 1_020_001;
    expect(signer.sign(grant, file)).not.toBe(first);
    now = 1_140_001;
    expect(signer.verify(parts(first).grant, file)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another path, another kind, another key, a changed grant or a malformed one', () => {
    const signer = createDownloadSigner({ secret });
    const { grant: segment } = parts(signer.sign(grant, file));
    expect(signer.verify(segment, { kind: 'file', path: file.path.replace('2026', '2025') })).toEqual({ ok: false, reason: 'tampered' });
    expect(signer.verify(segment, { kind: 'zip', path: file.path })).toEqual({ ok: false, reason: 'tampered' });
    expect(createDownloadSigner({ secret: `${secret}!` }).verify(segment, file)).toEqual({ ok: false, reason: 'tampered' });
    const [, signature] = segment.split('.');
    for (const change of [{ h: 'someone-else' }, { a: 'extranet-documentation-bu-italy' }, { g: 'bu-italy' }, { e: 'session-0' }]) {
      const other = Buffer.from(JSON.stringify({ ...claimsOf(segment), ...change })).toString('base64url');
      expect(signer.verify(`${other}.${signature}`, file)).toEqual({ ok: false, reason: 'tampered' });
    }
    expect(signer.verify('nodot', file)).toEqual({ ok: false, reason: 'malformed' });
    expect(signer.verify('a.b.c', file)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('takes as area only an extranet route of the route table, even under a valid signature', () => {
    const signer = createDownloadSigner({ secret });
    for (const area of ['products', 'no-such-route', '']) {
      const { grant: segment } = parts(signer.sign({ ...grant, area: area as LinkGrant['area'] }, file));
      expect([area, signer.verify(segment, file)]).toEqual([area, { ok: false, reason: 'malformed' }]);
    }
  });

  it('names the holder by an opaque id: no e-mail and no subject in the link, the same id for one subject', () => {
    const signer = createDownloadSigner({ secret });
    const id = signer.holderId('auth0|partner-1');
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(signer.holderId('auth0|partner-1')).toBe(id);
    expect(signer.holderId('auth0|partner-2')).not.toBe(id);
    expect(createDownloadSigner({ secret: `${secret}!` }).holderId('auth0|partner-1')).not.toBe(id);
    const link = signer.sign({ ...grant, holder: id }, file);
    const text = `${link} ${JSON.stringify(claimsOf(parts(link).grant))}`;
    expect(text).not.toMatch(/@|partner-1|auth0/);
    expect(Object.keys(claimsOf(parts(link).grant)).sort()).toEqual(['a', 'e', 'g', 'h', 'x']);
  });

  it('wants a key long enough to be one, every key of a list', () => {
    expect(() => createDownloadSigner({ secret: 'short' })).toThrow(RangeError);
    expect(() => createDownloadSigner({ secret: [secret, 'short'] })).toThrow(RangeError);
    expect(() => createDownloadSigner({ secret: [] })).toThrow(RangeError);
  });

  describe('a rotation (`new,old`)', () => {
    const oldKey = secret;
    const newKey = 'the-new-signing-secret-of-32-characters-or-more';
    const before = createDownloadSigner({ secret: [oldKey] });
    const during = createDownloadSigner({ secret: [newKey, oldKey] });
    const after = createDownloadSigner({ secret: newKey });

    it('signs with the first key and verifies links of every key', () => {
      const fromBefore = parts(before.sign(grant, file)).grant;
      const fromDuring = parts(during.sign(grant, file)).grant;
      // The first key signs: what it mints is the new key's link, which the old key alone refuses.
      expect(fromDuring).toBe(parts(after.sign(grant, file)).grant);
      expect(during.verify(fromBefore, file)).toMatchObject({ ok: true });
      expect(during.verify(fromDuring, file)).toMatchObject({ ok: true });
      expect(before.verify(fromDuring, file)).toEqual({ ok: false, reason: 'tampered' });
      expect(after.verify(fromBefore, file)).toEqual({ ok: false, reason: 'tampered' });
      // A key in the list verifies only what it signed: another target or a forged grant still fails.
      expect(during.verify(fromBefore, { ...file, path: 'f/287000/abc/other.pdf' })).toEqual({ ok: false, reason: 'tampered' });
    });

    it('names a holder by the first key, and knows the ids every key gives them', () => {
      expect(during.holderId('auth0|partner-1')).toBe(after.holderId('auth0|partner-1'));
      expect(during.holderIds('auth0|partner-1')).toEqual([after.holderId('auth0|partner-1'), before.holderId('auth0|partner-1')]);
      expect(createDownloadSigner({ secret: [oldKey, oldKey] }).holderIds('auth0|partner-1')).toEqual([before.holderId('auth0|partner-1')]);
    });
  });
});
