import { isPictureTransform } from '../../pictureTransforms';
import { sizedPictureUrl, thumbnailTransform } from './pictureSizes';

describe('thumbnailTransform', () => {
  it("crops the thumbnail around the editor's focal point, a part the file route passes on", () => {
    expect(thumbnailTransform('450x300:470x320')).toBe('400x300/filters:focal(450x300:470x320)');
    expect(isPictureTransform(thumbnailTransform('450x300:470x320'))).toBe(true);
    expect(sizedPictureUrl('/api/extranet/files/g.s/f/1/800x600/ab/p.jpg', thumbnailTransform('450x300:470x320'))).toBe('/api/extranet/files/g.s/f/1/800x600/ab/p.jpg/m/400x300/filters:focal(450x300:470x320)');
  });

  it('is the plain thumbnail size without a focus, or with one that is no point', () => {
    expect(thumbnailTransform()).toBe('400x300');
    expect(thumbnailTransform('center')).toBe('400x300');
  });
});
