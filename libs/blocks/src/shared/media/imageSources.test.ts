import { candidateWidths, IMAGE_WIDTHS, imageSources } from './imageSources';

const asset = { filename: '/f/287000/800x600/abc/scene-01.jpg' };
const service = { baseUrl: 'https://a.example.com', imageService: true };
const plain = { baseUrl: '', imageService: false };
const transformed = (width: number, height = 0) =>
  `https://a.example.com/f/287000/800x600/abc/scene-01.jpg/m/${width}x${height}/filters:quality(75):format(webp)`;

describe('candidateWidths', () => {
  it('offers every width below the file and the file width itself, never more', () => {
    expect(candidateWidths(800)).toEqual([320, 480, 640, 800]);
    expect(candidateWidths(1024)).toEqual([320, 480, 640, 800, 1024]);
    expect(candidateWidths(200)).toEqual([200]);
  });

  it('offers every width when the file size is unknown', () => {
    expect(candidateWidths(undefined)).toEqual([...IMAGE_WIDTHS]);
  });
});

describe('imageSources', () => {
  it('stops at maxWidth when the file is wider', () => {
    const sources = imageSources(asset, service, undefined, 480);
    expect(sources.srcSet.split(', ')).toEqual([`${transformed(320)} 320w`, `${transformed(480)} 480w`]);
    expect(sources.src).toBe(transformed(480));
    expect(sources).toMatchObject({ width: 480, height: 360 });
  });

  it('builds a srcset through the image service, capped at the file width', () => {
    const sources = imageSources(asset, service);
    expect(sources.srcSet.split(', ')).toEqual([
      `${transformed(320)} 320w`,
      `${transformed(480)} 480w`,
      `${transformed(640)} 640w`,
      `${transformed(800)} 800w`,
    ]);
    expect(sources.src).toBe(transformed(800));
    expect(sources).toMatchObject({ width: 800, height: 600 });
  });

  it('crops every candidate to a ratio and reports the cropped size', () => {
    const sources = imageSources(asset, service, { width: 16, height: 9 });
    expect(sources.srcSet).toContain(`${transformed(320, 180)} 320w`);
    expect(sources.srcSet).toContain(`${transformed(800, 450)} 800w`);
    expect(sources).toMatchObject({ width: 800, height: 450 });
  });

  it("crops every candidate around the editor's focal point, and scales without it", () => {
    const focused = { ...asset, focus: '600x100:620x120' };
    const cropped = imageSources(focused, service, { width: 16, height: 9 });
    const candidates = cropped.srcSet.split(', ');
    expect(candidates.length).toBeGreaterThan(1);
    expect(candidates.every((candidate) => /\/m\/\d+x\d+\/filters:focal\(600x100:620x120\):/.test(candidate))).toBe(true);
    expect(cropped.src).toContain('filters:focal(600x100:620x120)');
    expect(imageSources(focused, service).srcSet).not.toContain('focal');
  });

  it('falls back to a mid-size candidate for browsers without srcset', () => {
    const large = { filename: '/f/287000/3000x2000/abc/big.jpg' };
    const sources = imageSources(large, service);
    expect(sources.src).toContain('/m/1024x0/');
    expect(sources.srcSet).toContain('3000w');
    expect(sources).toMatchObject({ width: 3000, height: 2000 });
  });

  it('uses the plain file at its own size when the service is off', () => {
    expect(imageSources(asset, plain)).toEqual({ src: asset.filename, srcSet: '', width: 800, height: 600 });
    expect(imageSources(asset, plain, { width: 21, height: 9 })).toEqual({ src: asset.filename, srcSet: '', width: 800, height: 343 });
  });

  it('does not transform files the service cannot handle', () => {
    const svg = { filename: '/f/287000/120x40/abc/logo.svg' };
    expect(imageSources(svg, service)).toEqual({ src: 'https://a.example.com/f/287000/120x40/abc/logo.svg', srcSet: '', width: 120, height: 40 });
  });

  it('leaves the size open when neither the file nor a ratio tells it', () => {
    const sources = imageSources({ filename: 'https://cdn.example.com/photo.jpg' }, service);
    expect(sources.srcSet.split(', ')).toHaveLength(IMAGE_WIDTHS.length);
    expect(sources.width).toBeUndefined();
    expect(sources.height).toBeUndefined();
  });

  it('gives no source for an empty asset field', () => {
    expect(imageSources({ filename: '' }, service).src).toBe('');
  });
});
