/** @jest-environment node */
import { createAnswerCache, weightOf } from './answerCache';

describe('createAnswerCache', () => {
  it('stays within its bytes however many answers it is given, the least recently used leaving first', () => {
    const cache = createAnswerCache<string>({ maxBytes: 1000, maxEntryBytes: 400 });
    for (let index = 0; index < 1000; index += 1) {
      cache.set(`answer ${index}`, 'x', 300);
      expect(cache.bytes).toBeLessThanOrEqual(1000);
    }
    expect(cache.size).toBe(3);
    expect(cache.get('answer 997')).toBe('x');
    // Used just now: 998 leaves before 997.
    cache.set('another', 'y', 300);
    expect(cache.get('answer 997')).toBe('x');
    expect(cache.get('answer 998')).toBeUndefined();
  });

  it('keeps no answer heavier than an entry may be, and forgets what the key held before', () => {
    const cache = createAnswerCache<string>({ maxBytes: 1000, maxEntryBytes: 400 });
    cache.set('small', 'a', 100);
    cache.set('large', 'b', 401);
    expect(cache.get('large')).toBeUndefined();
    cache.set('small', 'c', 401);
    expect(cache.get('small')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('counts a key kept again once, at its new weight', () => {
    const cache = createAnswerCache<string>({ maxBytes: 1000, maxEntryBytes: 400 });
    cache.set('same', 'a', 100);
    cache.set('same', 'b', 200);
    expect({ bytes: cache.bytes, size: cache.size, value: cache.get('same') }).toEqual({ bytes: 200, size: 1, value: 'b' });
    cache.delete('same');
    expect(cache.bytes).toBe(0);
  });

  it('keeps nothing with no bytes to keep it in', () => {
    const cache = createAnswerCache<string>({ maxBytes: 0, maxEntryBytes: 400 });
    cache.set('any', 'a', 1);
    expect(cache.size).toBe(0);
  });

  it('weighs characters as two bytes each', () => {
    expect(weightOf(1024)).toBe(2048);
  });
});
