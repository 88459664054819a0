import { storyImage } from './storyImage';

const service = { assets: { baseUrl: 'https://a.example.com', imageService: true } };
const plain = { assets: { baseUrl: 'https://a.example.com', imageService: false } };
const webp = (file: string, width: number) => `https://a.example.com${file}/m/${width}x0/filters:quality(75):format(webp)`;

describe('storyImage', () => {
  const file = '/f/287000/800x600/abc/scene-01.jpg';

  it('offers webp files up to the width asked for, with the size of the largest', () => {
    expect(storyImage({ filename: file, alt: 'Scene' }, 640, service)).toEqual({
      src: webp(file, 640),
      srcSet: [320, 480, 640].map((width) => `${webp(file, width)} ${width}w`).join(', '),
      alt: 'Scene',
      width: 640,
      height: 480,
    });
  });

  it('never asks for more than the file has', () => {
    expect(storyImage({ filename: file }, 1200, service)).toMatchObject({ src: webp(file, 800), width: 800, height: 600 });
  });

  it('uses the plain file without the image service, and the fallback alt text', () => {
    expect(storyImage({ filename: file, alt: null }, 640, plain, 'A story')).toEqual({
      src: `https://a.example.com${file}`,
      srcSet: '',
      alt: 'A story',
      width: 640,
      height: 480,
    });
  });

  it('takes an asset without a size in its path as 4:3 at the width asked for', () => {
    expect(storyImage({ filename: '/uploads/scene.jpg' }, 640, service)).toMatchObject({ width: 640, height: 480 });
  });

  it('is undefined for an empty or missing asset', () => {
    expect(storyImage({ filename: '' }, 640, service)).toBeUndefined();
    expect(storyImage(undefined, 640, service)).toBeUndefined();
  });
});
