/** @jest-environment node */
import { createDownloadSigner } from './downloadLinks';

const secret = 'a-signing-secret-of-at-least-32-characters';
const holder = { sub: 'user-1', email: 'partner@clavis.example' };
const file = { kind: 'file' as const, path: 'f/287000/0x0/abc/partner-price-lists-2026.pdf' };

function parts(link: string) {
  const [, grant, ...path] = link.split('/');
  return { grant: grant as string, path: path.join('/') };
}

describe('createDownloadSigner', () => {
  it('signs a link for its holder that verifies until it expires, and not a moment after', () => {
    let now = 1_000_000;
    const signer = createDownloadSigner({ secret, ttlSeconds: 60, windowSeconds: 1, now: () => now });
    const link = signer.sign(holder, file);
    expect(link).toMatch(/^files\/[\w-]+\.[\w-]+\/f\/287000\/0x0\/abc\/partner-price-lists-2026\.pdf$/);
    const { grant, path } = parts(link);
    expect(signer.verify(grant, { kind: 'file', path })).toEqual({ ok: true, grant: { holder, target: file, expires: 1_060_000 } });
    now = 1_060_000;
    expect(signer.verify(grant, file).ok).toBe(true);
    now = 1_060_001;
    expect(signer.verify(grant, file)).toEqual({ ok: false, reason: 'expired' });
  });

  it('hands out the same link within a window, one that works at least its time to live and at most a window more', () => {
    let now = 1_000_000;
    const signer = createDownloadSigner({ secret, ttlSeconds: 300, now: () => now });
    const first = signer.sign(holder, file);
    now += 19_999;
    expect(signer.sign(holder, file)).toBe(first);
    const { grant } = parts(first);
    const check = signer.verify(grant, file);
    expect(check.ok && check.grant.expires).toBe(1_320_000);
    now = 1_020_001;
    const next = signer.sign(holder, file);
    expect(next).not.toBe(first);
    now = 1_320_000;
    expect(signer.verify(grant, file).ok).toBe(true);
    now = 1_320_001;
    expect(signer.verify(grant, file)).toEqual({ ok: false, reason: 'expired' });
    expect(signer.verify(parts(next).grant, file).ok).toBe(true);
  });

  it('refuses another path, another kind, another key, a changed holder or a malformed grant', () => {
    const signer = createDownloadSigner({ secret });
    const { grant } = parts(signer.sign(holder, file));
    expect(signer.verify(grant, { kind: 'file', path: file.path.replace('2026', '2025') })).toEqual({ ok: false, reason: 'tampered' });
    expect(signer.verify(grant, { kind: 'zip', path: file.path })).toEqual({ ok: false, reason: 'tampered' });
    expect(createDownloadSigner({ secret: `${secret}!` }).verify(grant, file)).toEqual({ ok: false, reason: 'tampered' });
    const [claims, signature] = grant.split('.');
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(claims as string, 'base64url').toString()), s: 'user-2' })).toString('base64url');
    expect(signer.verify(`${other}.${signature}`, file)).toEqual({ ok: false, reason: 'tampered' });
    expect(signer.verify('nodot', file)).toEqual({ ok: false, reason: 'malformed' });
    expect(signer.verify('a.b.c', file)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('wants a key long enough to be one', () => {
    expect(() => createDownloadSigner({ secret: 'short' })).toThrow(RangeError);
  });
});
