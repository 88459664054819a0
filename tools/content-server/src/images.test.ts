import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createContentServer, type ContentServer } from './createContentServer';
import { focalRegion, parseImageTransform } from './images';

describe('focal crops', () => {
  it('reads filters:focal(x1xy1:x2xy2) among other filters, and refuses a malformed one', () => {
    expect(parseImageTransform('400x300/filters:focal(450x300:470x320):quality(70):format(webp)')).toMatchObject({
      width: 400,
      height: 300,
      focal: { x1: 450, y1: 300, x2: 470, y2: 320 },
      quality: 70,
      format: 'webp',
    });
    expect(parseImageTransform('400x300/filters:focal(450x300)')).toBeUndefined();
  });

  it('cuts the largest region of the crop proportions centred on the point, kept inside the file', () => {
    const file = { width: 1000, height: 500 };
    const focal = { x1: 700, y1: 240, x2: 720, y2: 260 };
    expect(focalRegion({ width: 100, height: 100, fitIn: false, focal }, file)).toEqual({ left: 460, top: 0, width: 500, height: 500 });
    expect(focalRegion({ width: 100, height: 100, fitIn: false, focal: { x1: 990, y1: 0, x2: 1000, y2: 10 } }, file)).toEqual({ left: 500, top: 0, width: 500, height: 500 });
    expect(focalRegion({ width: 400, height: 100, fitIn: false, focal: { x1: 500, y1: 20, x2: 500, y2: 20 } }, file)).toEqual({ left: 0, top: 0, width: 1000, height: 250 });
    expect(focalRegion({ width: 400, height: 0, fitIn: false, focal }, file)).toBeUndefined();
    expect(focalRegion({ width: 400, height: 100, fitIn: true, focal }, file)).toBeUndefined();
  });

  describe('served', () => {
    let dir: string;
    let server: ContentServer;
    let baseUrl: string;
    const file = '/f/287000/400x100/abc1234567/halves.png';

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'clavis-focal-'));
      await mkdir(join(dir, '287000/400x100/abc1234567'), { recursive: true });
      // Red left half, blue right half.
      const half = (r: number, b: number) => sharp({ create: { width: 200, height: 100, channels: 3, background: { r, g: 0, b } } }).png().toBuffer();
      const picture = await sharp({ create: { width: 400, height: 100, channels: 3, background: { r: 0, g: 0, b: 0 } } })
        .composite([
          { input: await half(255, 0), left: 0, top: 0 },
          { input: await half(0, 255), left: 200, top: 0 },
        ])
        .png()
        .toBuffer();
      await writeFile(join(dir, '287000/400x100/abc1234567/halves.png'), picture);
      server = await createContentServer({ content: { space: { id: 287000, name: 'T', domain: '', version: 1 }, stories: [], datasources: {} }, assetsDir: dir });
      baseUrl = await server.listen({ port: 0 });
    });
    afterAll(async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    });

    /** The mean colour of what the image service answers for `transform`. */
    async function mean(transform: string) {
      const response = await fetch(`${baseUrl}${file}/m/${transform}`);
      expect(response.status).toBe(200);
      const { channels } = await sharp(Buffer.from(await response.arrayBuffer())).stats();
      const [red, , blue] = channels.map((channel) => Math.round(channel.mean));
      return { red, blue };
    }

    it('crops a square around the focus: the blue half for a point on the right, the red for one on the left', async () => {
      expect(await mean('50x50/filters:focal(350x40:360x60)')).toEqual({ red: 0, blue: 255 });
      expect(await mean('50x50/filters:focal(40x40:60x60)')).toEqual({ red: 255, blue: 0 });
      expect(await mean('50x50/filters:focal(350x40:360x60):format(png)')).toEqual({ red: 0, blue: 255 });
    });

    it('shows the whole file where nothing is cropped', async () => {
      const whole = await mean('fit-in/100x100/filters:focal(350x40:360x60)');
      expect(whole.red).toBeGreaterThan(100);
      expect(whole.blue).toBeGreaterThan(100);
    });
  });
});
