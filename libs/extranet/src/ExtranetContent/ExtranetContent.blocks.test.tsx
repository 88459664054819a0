import { render, screen } from '@testing-library/react';
import { loadedBlocks } from '../shared/blockRegistry';
import { extranetFixtures } from '../testing/extranetFixtures';
import { ExtranetContent } from './ExtranetContent';

// Each block (with its schema, and zod) is a chunk the page loads only for content with its bloks;
// the loader fails here as a chunk that cannot be fetched would, until a test says otherwise.
let mockRegistryReachable = false;
jest.mock('../shared/blockRegistry', () => {
  const actual = jest.requireActual<typeof import('../shared/blockRegistry')>('../shared/blockRegistry');
  return {
    ...actual,
    loadBlocks: (components: Iterable<string>) => (mockRegistryReachable ? actual.loadBlocks(components) : Promise.reject(new Error('ChunkLoadError'))),
  };
});

const user = { sub: 'user-bu-italia', groups: ['partner', 'bu-italy'] };

function answering(path: string, body: unknown): typeof fetch {
  return (async (input: RequestInfo | URL) =>
    String(input) === path
      ? { ok: true, status: 200, json: async () => JSON.parse(JSON.stringify(body)) as unknown }
      : { ok: false, status: 404, json: async () => ({ status: 404, error: 'Not found' }) }) as unknown as typeof fetch;
}

describe('ExtranetContent and the blocks of its bloks', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows a catalogue folder, whose content has no bloks, without loading a block', async () => {
    render(<ExtranetContent locale="de" route="extranet-catalogues-folder" path="kataloge/price-lists" accessToken="t" user={user} fetch={answering('/api/extranet/de/kataloge/price-lists', extranetFixtures.catalogueFolder)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Preislisten' })).toBeInTheDocument();
    expect(loadedBlocks(['centered_title_paragraph'])).toBeUndefined();
  });

  it('shows the error screen, not the page without its bloks, when the block of a blok cannot come; the next page with bloks tries again', async () => {
    const bulletin = { ...extranetFixtures.bulletin, story: { ...extranetFixtures.home.story!, full_slug: 'de/extranet/clavis-nachrichtenbulletins/x-2026-2' } };
    const fetch = (async (input: RequestInfo | URL) => answering('/api/extranet/de', extranetFixtures.home)(input).then(async (home) => (home.ok ? home : answering('/api/extranet/de/clavis-nachrichtenbulletins/x-2026-2', bulletin)(input)))) as typeof globalThis.fetch;
    const page = (route: 'extranet' | 'extranet-bulletins-slug', path: string) => <ExtranetContent locale="de" route={route} path={path} accessToken="t" user={user} fetch={fetch} />;
    const { rerender } = render(page('extranet', ''));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ops! Diese Seite fehlt.' })).toBeInTheDocument();
    expect(screen.queryByText('Willkommen im Partnerbereich.')).toBeNull();

    mockRegistryReachable = true;
    rerender(page('extranet-bulletins-slug', 'clavis-nachrichtenbulletins/x-2026-2'));
    expect(await screen.findByText('Willkommen im Partnerbereich.')).toBeInTheDocument();
    expect(loadedBlocks(['centered_title_paragraph'])).toBeDefined();
  });

  it('shows a page\'s bloks at once once the page has their blocks', async () => {
    render(<ExtranetContent locale="de" route="extranet" path="" accessToken="t" user={user} fetch={answering('/api/extranet/de', extranetFixtures.home)} />);
    expect(await screen.findByText('Willkommen im Partnerbereich.')).toBeInTheDocument();
  });
});
