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
  ])('refuses %p, which imageUrl never writes', (text) => {
    expect(parseImageTransform(text)).toBeNull();
  });
});
