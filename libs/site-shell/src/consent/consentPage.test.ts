/** @jest-environment node */
import { withConsentLoader } from './consentPage';

const PAGE = '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"/><title>Start</title></head><body><p>Hallo</p></body></html>';

describe('withConsentLoader', () => {
  it('names the loader at the end of the head and marks the document', () => {
    const page = withConsentLoader(PAGE, '/_clavis/consent/abc/loader.js');
    expect(page).toBe(
      '<!DOCTYPE html><html data-consent="" lang="de"><head><meta charset="utf-8"/><title>Start</title><script src="/_clavis/consent/abc/loader.js" async=""></script></head><body><p>Hallo</p></body></html>',
    );
  });

  it('rewrites a page once, and leaves HTML without a head alone', () => {
    const once = withConsentLoader(PAGE, '/_clavis/consent/abc/loader.js');
    expect(withConsentLoader(once, '/_clavis/consent/abc/loader.js')).toBe(once);
    expect(withConsentLoader('<p>fragment</p>', '/x.js')).toBe('<p>fragment</p>');
  });

  it('puts nothing but path characters into the script address', () => {
    expect(withConsentLoader(PAGE, '/a"><script>alert(1)</script>.js')).toContain('<script src="/ascriptalert1/script.js" async=""></script>');
  });
});
