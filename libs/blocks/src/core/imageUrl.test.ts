import { assetDimensions, imageFilters, imageTransform, imageUrl, parseImageTransform } from './imageUrl';

const assets = { baseUrl: 'http://127.0.0.1:4100', imageService: true };
const jpg = { filename: '/f/287000/800x600/abc/scene.jpg' };

describe('imageFilters', () => {
  it('clamps quality and blur to 0-100 and brightness to -100..100', () => {
    expect(imageFilters({ quality: 140, blur: -3, brightness: -250 })).toBe('filters:quality(100):brightness(-100)');
    expect(imageFilters({ quality: 70, blur: 12.4, brightness: 30 })).toBe('filters:quality(70):blur(12):brightness(30)');
  });

  it('drops rotations and formats the service does not know', () => {
    expect(imageFilters({ rotate: 45, format: 'gif' })).toBe('');
    expect(imageFilters({ rotate: 270, format: 'webp' })).toBe('filters:rotate(270):format(webp)');
  });

  it('drops values that are not numbers', () => {
    expect(imageFilters({ quality: Number.NaN, brightness: Number.POSITIVE_INFINITY })).toBe('');
  });
});

describe('imageUrl', () => {
  it('prefixes relative assets and appends size and filters', () => {
    expect(imageUrl(jpg, { width: 640, height: 0, format: 'webp', quality: 75 }, assets)).toBe(
      'http://127.0.0.1:4100/f/287000/800x600/abc/scene.jpg/m/640x0/filters:quality(75):format(webp)',
    );
  });

  it('caps the size and supports fit-in', () => {
    expect(imageUrl(jpg, { width: 99_999, height: 300, fitIn: true }, assets)).toBe('http://127.0.0.1:4100/f/287000/800x600/abc/scene.jpg/m/fit-in/4000x300');
  });

  it('leaves absolute URLs, documents and the service-less mode untransformed', () => {
    expect(imageUrl('https://a.storyblok.com/f/1/2x2/x/a.png', { width: 10 }, assets)).toBe('https://a.storyblok.com/f/1/2x2/x/a.png/m/10x0');
    expect(imageUrl('/f/287000/0x0/abc/doc.pdf', { width: 10 }, assets)).toBe('http://127.0.0.1:4100/f/287000/0x0/abc/doc.pdf');
    expect(imageUrl(jpg, { width: 10 }, { baseUrl: '', imageService: false })).toBe('/f/287000/800x600/abc/scene.jpg');
    expect(imageUrl({ filename: '' }, { width: 10 }, assets)).toBe('');
  });

  it("crops around the editor's focal point, Storyblok's filters:focal(x1xy1:x2xy2), first among the filters", () => {
    const focused = { ...jpg, focus: '450x300:470x320' };
    expect(imageUrl(focused, { width: 400, height: 300, format: 'webp' }, assets)).toBe(
      'http://127.0.0.1:4100/f/287000/800x600/abc/scene.jpg/m/400x300/filters:focal(450x300:470x320):format(webp)',
    );
    expect(imageUrl(focused, { width: 400, height: 300 }, assets)).toMatch(/\/m\/400x300\/filters:focal\(450x300:470x320\)$/);
    // A request's own focus wins over the asset's.
    expect(imageUrl(focused, { width: 400, height: 300, focus: '10x10:20x20' }, assets)).toMatch(/focal\(10x10:20x20\)$/);
  });

  it('passes no focus where nothing is cropped (one side scaled, fit-in) or the focus is no point', () => {
    expect(imageUrl({ ...jpg, focus: '450x300:470x320' }, { width: 640, height: 0 }, assets)).toMatch(/\/m\/640x0$/);
    expect(imageUrl({ ...jpg, focus: '450x300:470x320' }, { width: 400, height: 300, fitIn: true }, assets)).toMatch(/\/m\/fit-in\/400x300$/);
    for (const focus of [null, '', 'center', '450x300', '1x2:3x4)/../x', '-1x0:2x2'])
      expect(imageUrl({ ...jpg, focus }, { width: 400, height: 300 }, assets)).toMatch(/\/m\/400x300$/);
  });

  it('reads the intrinsic size from the asset path', () => {
    expect(assetDimensions(jpg)).toEqual({ width: 800, height: 600 });
    expect(assetDimensions({ filename: '/f/x/a.jpg' })).toBeUndefined();
  });
});

describe('parseImageTransform', () => {
  it.each([
    '480x0',
    '400x300',
    '1600x0',
    'fit-in/300x200',
    '480x0/filters:quality(70):format(webp)',
    'filters:format(webp)',
    '800x600/filters:quality(70):blur(5):brightness(-10):rotate(90):format(png):grayscale()',
    '400x300/filters:focal(450x300:470x320)',
    '400x300/filters:focal(450x300:470x320):quality(70):format(webp)',
  ])('reads %s, which imageUrl writes', (text) => {
    const request = parseImageTransform(text);
    expect(request).not.toBeNull();
    expect(imageTransform(request as NonNullable<typeof request>)).toBe(text);
  });

  it.each([
    '',
    '..',
    '../../other/file.pdf',
    '480x0/..',
    '480x0/filters:format(webp)/x',
    '10000x10000',
    '0480x0',
    'smart',
    '800x0/filters:format(gif)',
    '800x0/filters:rotate(45)',
    '800x0/filters:quality(101)',
    '800x0/filters:format(webp):quality(70)',
    '800x0/filters:quality()',
    'filters:',
    '480x0/fit-in',
    '800x0/filters:focal(1x1:2x2)',
    'fit-in/400x300/filters:focal(1x1:2x2)',
    '400x300/filters:quality(70):focal(1x1:2x2)',
    '400x300/filters:focal(1x1:2x2:3x3)',
  ])('refuses %p, which imageUrl never writes', (text) => {
    expect(parseImageTransform(text)).toBeNull();
  });
});
