/** @jest-environment node */
import { createCmsClient } from '../createCmsClient';
import { isCmsClientError } from '../errors';
import { checkStoryPath } from './storyPath';

/** Every spelling of a path that a URL parser or a decoding server reads as another path. */
const UNSAFE_STORY_PATHS = [
  'de/global/../extranet/documentazione-per-bu-italia/listino-prezzi-2026',
  'de/global/./produkte',
  'de/global/..',
  'de/global/%2e%2e/extranet/x',
  'de/global/%2E%2E/extranet/x',
  'de/global/%2E./extranet/x',
  'de/global/.%2e/extranet/x',
  'de/global/%2e/produkte',
  'de/global/%252e%252e/extranet/x',
  'de/global/%25252E%25252E/extranet/x',
  'de/global/..\\extranet\\x',
  'de/global/%5c..%5cextranet',
  'de/global/a%2f..%2f..%2fextranet',
  'de/global/a%2F..',
  'de/global/produkte%00',
  'de/global/%E0%A4%A',
] as const;

describe('checkStoryPath', () => {
  it.each(UNSAFE_STORY_PATHS)('refuses %s', (path) => {
    const checked = checkStoryPath(path);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problem).toContain('Story path');
  });

  it.each([
    ['de/germany/uber-uns', ['de', 'germany', 'uber-uns']],
    ['/de/global/produkte/futura', ['de', 'global', 'produkte', 'futura']],
    ['de/germany/', ['de', 'germany', '']],
    ['de/global/produkte/v1.2...final', ['de', 'global', 'produkte', 'v1.2...final']],
    ['de/global/caf%C3%A9', ['de', 'global', 'caf%C3%A9']],
  ])('gives the segments of %s', (path, segments) => {
    expect(checkStoryPath(path)).toEqual({ ok: true, segments });
  });
});

describe('the CMS client with an unsafe story path', () => {
  it.each(UNSAFE_STORY_PATHS)('refuses get(%s) with a typed error and sends nothing', async (path) => {
    const fetch = jest.fn<ReturnType<typeof globalThis.fetch>, Parameters<typeof globalThis.fetch>>();
    const client = createCmsClient({ baseUrl: 'http://cms.test/v2', accessToken: 'public', fetch, maxRetries: 0 });
    const error = await client.get(path).catch((caught: unknown) => caught);
    expect(isCmsClientError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: 'unsafe-path' });
    expect(fetch).not.toHaveBeenCalled();
    expect(client.requestCount).toBe(0);
  });
});
