import sharp from 'sharp';
import { logoMarkSvg } from '@clavis/design-system';
import { brandTokens } from '@clavis/design-system/themes/brand';
import { FAVICON_PNG } from './favicon';

const SIZE = 64;
const DATA_URL_PREFIX = 'data:image/png;base64,';

/** The mark in the brand's colours, drawn at SIZE and stored as FAVICON_PNG is. */
async function markAsPng(): Promise<Buffer> {
  const svg = Buffer.from(logoMarkSvg({ bow: brandTokens.color.primary, bit: brandTokens.color.accent }));
  return sharp(svg, { density: (72 * SIZE) / 32 }).resize(SIZE, SIZE).png({ compressionLevel: 9, palette: true }).toBuffer();
}

const rgba = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

describe('FAVICON_PNG', () => {
  it('is a PNG data URL of SIZE x SIZE pixels', async () => {
    expect(FAVICON_PNG.startsWith(DATA_URL_PREFIX)).toBe(true);
    const { info } = await rgba(Buffer.from(FAVICON_PNG.slice(DATA_URL_PREFIX.length), 'base64'));
    expect([info.width, info.height]).toEqual([SIZE, SIZE]);
  });

  it('is the brand mark in the brand colours (else: put the printed value in favicon.ts)', async () => {
    const expected = await markAsPng();
    const [mark, icon] = await Promise.all([rgba(expected), rgba(Buffer.from(FAVICON_PNG.slice(DATA_URL_PREFIX.length), 'base64'))]);
    let largestDifference = 0;
    for (let index = 0; index < mark.data.length; index += 1) {
      largestDifference = Math.max(largestDifference, Math.abs(mark.data[index]! - (icon.data[index] ?? 0)));
    }
    // A small tolerance: another sharp version may smooth the edges a little differently.
    expect({ largestDifference: largestDifference <= 16 ? 'within 16' : largestDifference, value: largestDifference <= 16 ? 'ok' : DATA_URL_PREFIX + expected.toString('base64') }).toEqual({
      largestDifference: 'within 16',
      value: 'ok',
    });
  });
});
