import { z } from 'zod';
import { cssAspectRatio, DEFAULT_RATIO, parseRatio, ratioFieldSchema } from './ratio';

describe('parseRatio', () => {
  it.each([
    ['16:9', { width: 16, height: 9 }],
    ['21/9', { width: 21, height: 9 }],
    [' 4 x 3 ', { width: 4, height: 3 }],
    ['2.35:1', { width: 2.35, height: 1 }],
  ])('reads %j', (value, ratio) => {
    expect(parseRatio(value)).toEqual(ratio);
  });

  it.each([[undefined], [null], [''], ['wide'], ['16:0'], ['0:9'], ['-16:9'], ['16:9:1']])('rejects %j', (value) => {
    expect(parseRatio(value)).toBeUndefined();
  });

  it('writes the CSS aspect-ratio value', () => {
    expect(cssAspectRatio({ width: 21, height: 9 })).toBe('21 / 9');
  });
});

describe('ratioFieldSchema', () => {
  const content = z.object({ ratio: ratioFieldSchema });

  it('keeps a ratio the editor chose', () => {
    expect(content.parse({ ratio: ' 21:9 ' }).ratio).toBe('21:9');
  });

  it.each([[undefined], [null], ['']])('falls back to the default for %j', (ratio) => {
    expect(content.parse({ ratio }).ratio).toBe(DEFAULT_RATIO);
    expect(content.parse({}).ratio).toBe(DEFAULT_RATIO);
  });

  it('rejects a value that is not a ratio, naming the field', () => {
    const result = content.safeParse({ ratio: '21:x' });
    expect(result.error?.issues).toMatchObject([{ path: ['ratio'], message: 'must be a ratio like 16:9' }]);
  });
});
