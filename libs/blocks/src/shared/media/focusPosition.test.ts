import { focusPosition } from './focusPosition';

const filename = '/f/287000/800x600/abc/scene-01.jpg';

describe('focusPosition', () => {
  it('places the focal point in percent of the file size', () => {
    expect(focusPosition({ filename, focus: '200x150:202x152' })).toBe('25% 25%');
    expect(focusPosition({ filename, focus: '800x600:800x600' })).toBe('100% 100%');
  });

  it.each([[null], [undefined], [''], ['links oben']])('gives nothing for the focus %j', (focus) => {
    expect(focusPosition({ filename, focus })).toBeUndefined();
  });

  it('gives nothing when the file size is unknown', () => {
    expect(focusPosition({ filename: 'https://cdn.example.com/photo.jpg', focus: '10x10:12x12' })).toBeUndefined();
  });
});
