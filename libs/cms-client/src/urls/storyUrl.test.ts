import { CmsClientError } from '../errors';
import type { StoryResponse } from '../types';
import { checkStorySlug, normalizeStorySlug } from './checkStorySlug';
import { getCustomLanding } from './getCustomLanding';
import { storyUrl } from './storyUrl';

describe('storyUrl', () => {
  it.each([
    ['germany', 'de/germany/uber-uns/unsere-firma', '/uber-uns/unsere-firma'],
    ['germany', 'de/global/produkte/futura', '/produkte/futura'],
    ['germany', 'en/global/products/futura', '/en/products/futura'],
    ['germany', 'de/germany/', '/'],
    ['germany', 'en/germany/', '/en'],
    ['global', 'it/global/prodotti/futura', '/it/prodotti/futura'],
    ['global', 'de/global/kategorien/autoschluessel', '/de/kategorien/autoschluessel'],
    ['global', 'en/global/', '/en'],
    ['italy', 'it/global/prodotti/futura', '/prodotti/futura'],
    ['germany', 'de/extranet/kataloge/preislisten/2026', '/extranet/kataloge/preislisten/2026'],
    ['germany', 'de/extranet/', '/extranet'],
  ] as const)('%s %s -> %s', (market, fullSlug, url) => {
    expect(storyUrl({ market, fullSlug })).toBe(url);
  });

  it.each([
    ['germany', 'it/global/prodotti/futura', 'a locale the market does not serve'],
    ['germany', 'de/italy/chi-siamo', "another market's folder"],
    ['germany', 'xx/global/produkte', 'no locale'],
    ['germany', 'de/germany/a/b/c/d/e', 'a path no route matches'],
  ] as const)('is null for %s %s (%s)', (market, fullSlug, _why) => {
    expect(storyUrl({ market, fullSlug })).toBeNull();
  });
});

function finder(existing: string[]) {
  const asked: string[] = [];
  return {
    asked,
    async get(slug: string): Promise<StoryResponse> {
      asked.push(slug);
      const fullSlug = existing.find((item) => item === slug || item === `${slug}/`);
      if (!fullSlug) throw new CmsClientError('not found', { status: 404 });
      return { story: { full_slug: fullSlug } as StoryResponse['story'], cv: 1, rels: [], links: [] };
    },
  };
}

describe('checkStorySlug', () => {
  it('redirects the legacy global form to the canonical URL (DESIGN.md example)', async () => {
    const client = finder(['de/global/produkte/futura']);
    await expect(
      checkStorySlug({ market: 'germany', host: '127.0.0.1:3000', path: '/de/global/produkte/futura', client }),
    ).resolves.toEqual({ path: '/produkte/futura', lang: 'de' });
  });

  it('puts /{locale}/global in front of a products word, with the locale from the host', async () => {
    expect(normalizeStorySlug({ market: 'global', host: 'www.clavis.it', path: '/prodotti/futura/' })).toEqual({
      fullSlug: 'it/global/prodotti/futura',
      locale: 'it',
      path: '/prodotti/futura',
    });
    expect(normalizeStorySlug({ market: 'germany', host: '127.0.0.1', path: '/produkte/futura' })?.fullSlug).toBe(
      'de/global/produkte/futura',
    );
    const client = finder(['it/global/prodotti/futura']);
    await expect(
      checkStorySlug({ market: 'global', host: 'www.clavis.it', path: '/prodotti/futura', client }),
    ).resolves.toEqual({ path: '/it/prodotti/futura', lang: 'it' });
  });

  it('never answers with the URL that was asked for', async () => {
    const client = finder(['de/global/produkte/futura']);
    await expect(
      checkStorySlug({ market: 'germany', host: '127.0.0.1', path: '/produkte/futura', client }),
    ).resolves.toBeNull();
  });

  it('answers null when nothing is found, or the path cannot name a story', async () => {
    const client = finder([]);
    await expect(checkStorySlug({ market: 'germany', host: '127.0.0.1', path: '/de/global/produkte/gone', client })).resolves.toBeNull();
    await expect(checkStorySlug({ market: 'germany', host: '127.0.0.1', path: '/uber-uns', client })).resolves.toBeNull();
    expect(client.asked).toEqual(['de/global/produkte/gone']);
  });

  it('never answers for an extranet story, asked with dot segments or without, nor another market\'s', async () => {
    // The CMS host resolves dot segments as fetch does: `de/global/../extranet/...` is `de/extranet/...`.
    const existing = ['de/extranet/documentazione-per-bu-italia/listino-prezzi-2026', 'de/extranet/global/kataloge', 'de/italy/global'];
    const asked: string[] = [];
    const client = {
      async get(slug: string): Promise<StoryResponse> {
        asked.push(slug);
        const resolved = new URL(`http://cms.test/${slug.split('/').map(encodeURIComponent).join('/')}`).pathname.slice(1);
        if (!existing.includes(resolved)) throw new CmsClientError('not found', { status: 404 });
        return { story: { full_slug: resolved } as StoryResponse['story'], cv: 1, rels: [], links: [] };
      },
    };
    for (const path of [
      '/de/global/../extranet/documentazione-per-bu-italia/listino-prezzi-2026',
      '/de/global/%2e%2e/extranet/documentazione-per-bu-italia/listino-prezzi-2026',
      '/de/extranet/global/kataloge',
      '/de/italy/global',
    ]) {
      await expect(checkStorySlug({ market: 'germany', host: '127.0.0.1', path, client })).resolves.toBeNull();
    }
    expect(asked).toEqual([]);
  });

  it('answers 404 (null) when the CMS answers a public slug with a story outside the public folders', async () => {
    const client = {
      get: async (): Promise<StoryResponse> => ({
        story: { full_slug: 'de/extranet/kataloge/preislisten' } as StoryResponse['story'],
        cv: 1,
        rels: [],
        links: [],
      }),
    };
    await expect(
      checkStorySlug({ market: 'germany', host: '127.0.0.1', path: '/de/global/kataloge/preislisten', client }),
    ).resolves.toBeNull();
  });

  it('rethrows errors that are not a 404', async () => {
    const client = {
      get: async (): Promise<StoryResponse> => {
        throw new CmsClientError('down', { status: 503 });
      },
    };
    await expect(
      checkStorySlug({ market: 'germany', host: '127.0.0.1', path: '/de/global/produkte/futura', client }),
    ).rejects.toMatchObject({ status: 503 });
  });
});

describe('getCustomLanding', () => {
  it("reads the market's story, falling back to global", async () => {
    const client = finder(['de/germany/thank-you', 'en/global/landing-smart-pro-mini']);
    expect((await getCustomLanding({ client, market: 'germany', locale: 'de', customSlug: 'thank-you' }))?.full_slug).toBe(
      'de/germany/thank-you',
    );
    expect(
      (await getCustomLanding({ client, market: 'germany', locale: 'en', customSlug: '/landing-smart-pro-mini' }))?.full_slug,
    ).toBe('en/global/landing-smart-pro-mini');
  });

  it('accepts only the two custom slugs, and turns failures into a 500', async () => {
    const client = finder(['de/germany/uber-uns']);
    await expect(getCustomLanding({ client, market: 'germany', locale: 'de', customSlug: 'uber-uns' })).resolves.toBeNull();
    const broken = { get: async (): Promise<StoryResponse> => Promise.reject(new CmsClientError('x', { status: 502 })) };
    await expect(
      getCustomLanding({ client: broken, market: 'germany', locale: 'de', customSlug: 'thank-you' }),
    ).rejects.toMatchObject({ status: 500, message: 'There were some errors retrieving data' });
  });
});
