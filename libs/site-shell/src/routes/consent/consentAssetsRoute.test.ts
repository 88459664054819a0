/** @jest-environment node */
import { createConsentAssets } from '../../consent/consentAssets';
import { consentAssetsRoute } from './consentAssetsRoute';

describe('consentAssetsRoute', () => {
  it('answers 404 for everything without a tag manager', async () => {
    const answer = consentAssetsRoute(() => undefined)(new Request('http://localhost/_clavis/consent/abc/loader.js'));
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the assets of its version for good, and 404 for any other path', async () => {
    const assets = createConsentAssets({ market: 'germany', gtmId: 'GTM-AB12CD' });
    const route = consentAssetsRoute(() => assets);
    const loader = route(new Request(`http://localhost${assets.loaderPath}`));
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(loader.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await loader.text()).toContain('runConsentLoader');
    expect(route(new Request('http://localhost/_clavis/consent/0000000000000000/loader.js')).status).toBe(404);
  });
});
