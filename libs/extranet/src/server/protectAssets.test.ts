/** @jest-environment node */
import { createDownloadSigner } from './downloadLinks';
import { createAssetProtector } from './protectAssets';

const protector = () =>
  createAssetProtector({
    signer: createDownloadSigner({ secret: 'test-signing-secret-of-at-least-32-chars', now: () => 0 }),
    grant: { holder: 'h', area: 'extranet-photo-gallery', group: 'partner', epoch: '1' },
    apiBase: '/api/extranet/',
    assetOrigin: 'http://127.0.0.1:4100',
    fetch: async () => new Response(null, { status: 404 }),
  });

describe('protector.picture', () => {
  it("carries the editor's focal point with the signed link, and drops one that is no point", () => {
    const picture = (focus: unknown) => protector().picture({ fieldtype: 'asset', filename: 'http://127.0.0.1:4100/f/287000/800x600/abcdef0123/photo.jpg', alt: 'A photo', focus });
    expect(picture('450x300:470x320')).toMatchObject({ href: expect.stringMatching(/^\/api\/extranet\/files\//), width: 800, height: 600, focus: '450x300:470x320' });
    expect(picture(null)).not.toHaveProperty('focus');
    expect(picture('center; x')).not.toHaveProperty('focus');
  });
});
