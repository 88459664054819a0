import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HtmlValidate } from 'html-validate';
import { createFixtureSearchClient } from '../testing/fixtureSearchClient';
import { germanSearchLabels } from '../testing/searchLabels';
import { initialResultsOf, searchPageRequest, type InitialResults } from './searchPageQuery';
import { SearchShell } from './SearchShell';
import { SiteSearch } from './SiteSearch';

/** What the server renders for `?q=…`: the search page's query asked of the same engine. */
async function serverResults(query: string): Promise<InitialResults> {
  const answer = await createFixtureSearchClient().search([searchPageRequest({ indexName: 'germany_de', state: { q: query } })]);
  return initialResultsOf(answer.results[0])!;
}

const hitTitles = () => screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

function renderSearch() {
  const client = createFixtureSearchClient();
  const view = render(<SiteSearch indexName="germany_de" locale="de" labels={germanSearchLabels} searchClient={client} routing={false} />);
  return { client, view };
}

// Typing into InstantSearch in jsdom, keystroke by keystroke, passed Jest's 5 s default on a
// loaded two-core machine (a test timed out in a full CI run there).
jest.setTimeout(30_000);

describe('SiteSearch', () => {
  it('searches as you type, with highlighted titles, and announces the count', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('searchbox', { name: 'Website durchsuchen' });
    expect(box).toHaveFocus();
    await user.type(box, 'futura');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 Ergebnisse'));
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByRole('link', { name: 'Futura' })).toHaveAttribute('href', '/de/produkte/futura');
    expect(first.querySelector('mark')).toHaveTextContent('Futura');
    expect(within(first).getByText(/Produkt · Maschinen für Fahrzeugschlüssel/)).toBeInTheDocument();
  });

  it('takes over what was typed into the script-free form, and its focus, as it replaces it', async () => {
    const user = userEvent.setup();
    // The form the server renders, typed into before the page runs script.
    const view = render(<SearchShell labels={germanSearchLabels} locale="de" />);
    await user.type(screen.getByRole('searchbox'), 'futu');
    view.rerender(
      <SiteSearch indexName="germany_de" locale="de" labels={germanSearchLabels} searchClient={createFixtureSearchClient()} routing={false} focusOnArrival={false} />,
    );
    const box = await screen.findByRole('searchbox');
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('futu');
    await user.keyboard('ra');
    expect(box).toHaveValue('futura');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 Ergebnisse'));
  });

  it("shows the server's results without script, then keeps them until the live search answers the same", async () => {
    const initial = await serverResults('futura');
    const view = render(<SearchShell labels={germanSearchLabels} locale="de" initialResults={initial} />);
    expect(screen.getByRole('searchbox')).toHaveValue('futura');
    expect(screen.getByRole('status')).toHaveTextContent('2 Ergebnisse');
    const shellTitles = hitTitles();
    expect(shellTitles).toHaveLength(2);
    expect(screen.getAllByRole('article')[0]!.querySelector('mark')).toHaveTextContent('Futura');

    // The live search's answer waits until released: meanwhile the server's results stay.
    const client = createFixtureSearchClient();
    let release: () => void = () => undefined;
    const released = new Promise<void>((done) => (release = done));
    const search = client.search.bind(client);
    let asked = 0;
    client.search = async (requests) => {
      asked += 1;
      await released;
      return search(requests);
    };
    // The live search reads the query from the URL, as the server did.
    window.history.replaceState(null, '', '/suchen?q=futura');
    view.rerender(<SiteSearch indexName="germany_de" locale="de" labels={germanSearchLabels} searchClient={client} focusOnArrival={false} initialResults={initial} />);
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    expect(hitTitles()).toEqual(shellTitles);
    expect(screen.getByRole('status')).toHaveTextContent('2 Ergebnisse');
    release();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Inhaltstyp' })).toBeInTheDocument());
    expect(hitTitles()).toEqual(shellTitles);
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
    expect(screen.getByRole('searchbox')).toHaveValue('futura');
    window.history.replaceState(null, '', '/');
  });

  it("folds the filters on a phone, but keeps them unfolded where the visitor unfolded the shell's", async () => {
    const initial = await serverResults('futura');
    // A phone's width (jsdom has no matchMedia of its own).
    window.matchMedia = (query) => ({ matches: false, media: query }) as MediaQueryList;
    const filtersOpen = () => (screen.getByRole('complementary', { name: 'Filter' }).querySelector('details') as HTMLDetailsElement).open;
    try {
      for (const unfolded of [false, true]) {
        const view = render(<SearchShell labels={germanSearchLabels} locale="de" initialResults={initial} />);
        // The visitor's tap on "Filter", which starts the live search.
        if (unfolded) await userEvent.click(screen.getByText('Filter', { selector: 'summary' }));
        expect(filtersOpen()).toBe(unfolded);
        view.rerender(<SiteSearch indexName="germany_de" locale="de" labels={germanSearchLabels} searchClient={createFixtureSearchClient()} routing={false} focusOnArrival={false} initialResults={initial} />);
        await screen.findByRole('group', { name: 'Inhaltstyp' });
        expect(screen.getAllByRole('complementary', { name: 'Filter' })).toHaveLength(1);
        expect(filtersOpen()).toBe(unfolded);
        view.unmount();
      }
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('shows the no-results message without script, with a link back to the empty search', async () => {
    const initial = await serverResults('qqxyzzy');
    render(<SearchShell labels={germanSearchLabels} locale="de" initialResults={initial} />);
    expect(screen.getByText(germanSearchLabels.noResults)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Filter zurücksetzen' })).toHaveAttribute('href', '?');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('keeps the other values of a facet and their counts when one is chosen (disjunctive)', async () => {
    const user = userEvent.setup();
    const { client } = renderSearch();
    await user.type(screen.getByRole('searchbox'), 'maschine');
    const types = await screen.findByRole('group', { name: 'Inhaltstyp' });
    await waitFor(() => expect(within(types).getByRole('checkbox', { name: /Nachricht/ })).toBeInTheDocument());
    await user.click(within(types).getByRole('checkbox', { name: /Nachricht/ }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 Ergebnisse'));
    // The other types still offer their counts.
    expect(within(types).getByRole('checkbox', { name: /Produkt\s*2/ })).not.toBeChecked();
    await user.click(within(types).getByRole('checkbox', { name: /Veranstaltung/ }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 Ergebnisse'));
    // InstantSearch asked for the type facet without its own refinement.
    const last = client.requests.at(-1)!;
    expect(last).toHaveLength(2);
    expect(last[1]!.params).toMatchObject({ facets: 'type', hitsPerPage: 0 });
    expect((last[0]!.params as { facetFilters: string[][] }).facetFilters.map((group) => [...group].sort())).toEqual([['type:event', 'type:news']]);
  });

  it('asks no more of the query than the engine answers: its first 32 words', async () => {
    const user = userEvent.setup();
    const { client } = renderSearch();
    await user.click(screen.getByRole('searchbox'));
    await user.paste(Array.from({ length: 40 }, (_, index) => `w${index}`).join(' '));
    await waitFor(() => expect(client.requests.at(-1)?.[0]?.params).toMatchObject({ query: Array.from({ length: 32 }, (_, index) => `w${index}`).join(' ') }));
  });

  it('shows the no-results message with a reset button', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('searchbox'), 'qqxyzzy');
    expect(await screen.findByText(germanSearchLabels.noResults)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveValue(''));
    await waitFor(() => expect(screen.queryByText(germanSearchLabels.noResults)).not.toBeInTheDocument());
  });

  it('renders valid HTML', async () => {
    const user = userEvent.setup();
    const { view } = renderSearch();
    await user.type(screen.getByRole('searchbox'), 'messe');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 Ergebnisse'));
    const report = await new HtmlValidate({
      extends: ['html-validate:recommended'],
      // As the design system's check: React's attribute style and its useId ids are not ours to choose.
      rules: { 'no-inline-style': 'off', 'attribute-boolean-style': 'off', 'attribute-empty-style': 'off', 'valid-id': 'off' },
    }).validateString(view.container.innerHTML);
    expect(report.results.flatMap((result) => result.messages.map((message) => message.message))).toEqual([]);
  });
});
