import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assetShapeLeaks, fuzzedAssetUrls, shapeCapacity, withAssetShapes } from './extranetAssetShapeFuzz.mjs';

const contentOrigin = 'http://127.0.0.1:4100';
const seeded = (seed) => () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};

test('the shapes are the same for a seed, each with its own token in its URL (decoded)', () => {
  const one = fuzzedAssetUrls({ contentOrigin, count: 300, next: seeded(7) });
  assert.deepEqual(fuzzedAssetUrls({ contentOrigin, count: 300, next: seeded(7) }), one);
  assert.equal(new Set(one.map(({ token }) => token)).size, 300);
  for (const { token, url } of one) assert.ok(decodeURIComponent(decodeURIComponent(url)).replaceAll('&#x2f;', '/').toLowerCase().includes(token.toLowerCase()), url);
  // Documents without a size and pictures with one, on the content server and on other hosts.
  assert.ok(one.some(({ url }) => /f\/287000\/fz/i.test(url)));
  assert.ok(one.some(({ url }) => /f\/287000\/\d+x\d+\//.test(url)));
  assert.ok(one.some(({ url }) => url.includes('127.0.0.1:4100')) && one.some(({ url }) => url.includes('storyblok')));
});

test('each shape of a publish lands in the story once, with the marker as its title', () => {
  const catalogue = { component: 'catalogue', title: 'Price lists', file: { filename: '/f/287000/ab/x.pdf', fieldtype: 'asset' } };
  const gallery = { component: 'gallery_category', title: 'Plant', images: [{ filename: '/f/287000/800x600/ab/p.jpg', fieldtype: 'asset' }] };
  for (let seed = 1; seed < 30; seed += 1) {
    for (const content of [catalogue, gallery]) {
      const urls = Array.from({ length: shapeCapacity(content) }, (_, index) => `https://a.storyblok.com/f/287000/fzq${index}z/y.pdf`);
      const changed = JSON.stringify(withAssetShapes(content, urls, 'Fuzz fzq1', seeded(seed)));
      assert.equal(JSON.parse(changed).title, 'Fuzz fzq1');
      for (let index = 0; index < urls.length; index += 1) assert.equal(changed.split(`fzq${index}z/y.pdf`).length, 2, `shape ${index} once`);
    }
  }
  assert.equal(catalogue.title, 'Price lists');
  assert.equal(gallery.images.length, 1);
});

test('an answer naming the shape outside a signed link leaks, in any spelling; a signed link does not', () => {
  const token = 'fz1q2bcd';
  const path = `f/287000/${token}/x.pdf`;
  const signed = `{"file":{"href":"/api/extranet/files/g1a.sigZ_-/${path}"}}`;
  assert.deepEqual(assetShapeLeaks(signed, { token, assetOrigin: contentOrigin }), []);
  for (const text of [
    `{"href":"${contentOrigin}/${path}"}`,
    `{"href":"https://a-us.storyblok.com/${path}"}`,
    `{"alt":"${encodeURIComponent(encodeURIComponent(`https://a.storyblok.com/${path}`))}"}`,
    `{"alt":"${`//a.storyblok.com/${path}`.replaceAll('/', '&#x2f;')}"}`,
    `{"title":"see ${token.toUpperCase()}"}`,
  ])
    assert.notDeepEqual(assetShapeLeaks(text, { token, assetOrigin: contentOrigin }), [], text);
});
