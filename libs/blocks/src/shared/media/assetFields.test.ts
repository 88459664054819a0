import { z } from 'zod';
import { hasFile, optionalImageSchema, optionalTextSchema, requiredImageSchema } from './assetFields';

const image = { id: 1, filename: '/f/287000/800x600/abc/scene-01.jpg', alt: 'Clavis 1', fieldtype: 'asset' as const };
const content = z.object({ image: requiredImageSchema, picture: optionalImageSchema, text: optionalTextSchema });

describe('asset field schemas', () => {
  it('keeps a chosen image and its alt text', () => {
    expect(content.parse({ image, picture: image, text: 'Hallo' })).toEqual({ image, picture: image, text: 'Hallo' });
  });

  it('requires a file in a required image field and says so', () => {
    const result = content.safeParse({ image: { id: null, filename: '  ' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ path: ['image', 'filename'], message: 'an image is required' }]);
    expect(content.safeParse({}).error?.issues).toMatchObject([{ path: ['image'] }]);
    expect(content.safeParse({ image: 'scene-01.jpg' }).success).toBe(false);
  });

  it('accepts an image whose id the CMS left out', () => {
    expect(requiredImageSchema.parse({ filename: image.filename })).toMatchObject({ id: null, filename: image.filename });
    expect(optionalImageSchema.parse({ filename: image.filename })).toMatchObject({ id: null, filename: image.filename });
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['an emptied field', { id: null, filename: '', alt: null, fieldtype: 'asset' }],
    ['an emptied field without id', { filename: '' }],
    ['an empty string', ''],
  ])('reads an optional image that is %s as no image', (_, picture) => {
    expect(content.parse({ image, picture }).picture).toBeUndefined();
  });

  it('still rejects an optional image of the wrong type', () => {
    expect(content.safeParse({ image, picture: 42 }).success).toBe(false);
  });

  it.each([[undefined], [null], [''], ['   ']])('reads optional text %j as none', (text) => {
    expect(content.parse({ image, text }).text).toBeUndefined();
  });

  it('tells a file from an empty asset field', () => {
    expect(hasFile(image)).toBe(true);
    expect(hasFile({ filename: ' ' })).toBe(false);
    expect(hasFile(null)).toBe(false);
  });
});
