import { act, render, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { createBlockContext } from '../../testing/createBlockContext';
import { listingLabels, listingSorts } from './listingLabels';
import type { ListingItem } from './listingTypes';
import { ListingView } from './ListingView';

const context = createBlockContext();
const labels = listingLabels(context, { list: 'Geschäfte', emptyId: 'search.no_results', count: 50 });
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXY'.split('');
/** 25 shops: "Shop A" ... "Shop Y", every third one in Berlin. */
const items: ListingItem[] = letters.map((letter, index) => ({
  id: letter,
  title: `Shop ${letter}`,
  href: `/clavis-shops/${letter.toLowerCase()}`,
  filters: { city: index % 3 === 0 ? 'Berlin' : 'Wien' },
}));
const cityFilter = { name: 'city', label: 'Stadt', options: [{ value: 'Berlin', label: 'Berlin' }, { value: 'Wien', label: 'Wien' }] };

function renderListing(search: string, listed: readonly ListingItem[] = items) {
  window.history.replaceState(null, '', `/clavis-shops${search}`);
  return render(
    <ListingView items={listed} labels={labels} locale="de" sorts={listingSorts(context, ['name_asc', 'name_desc'])} defaultSort="name_asc" filters={[cityFilter]} />,
  );
}

const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('ListingView', () => {
  it('shows page 1 of the default view, 12 cards, with links to the next pages', () => {
    renderListing('');
    expect(cardTitles()).toHaveLength(12);
    expect(cardTitles()[0]).toBe('Shop A');
    expect(screen.getByRole('status')).toHaveTextContent('25 Einträge · Seite 1 von 3');
    expect(screen.getByRole('link', { name: /Weiter|Nächste/ })).toHaveAttribute('href', '/clavis-shops?page=2');
  });

  it('renders its cards once on mount when the URL holds the view it was given', () => {
    window.history.replaceState(null, '', '/clavis-shops?city=Berlin&page=1');
    const commits: string[] = [];
    render(
      <Profiler id="listing" onRender={(_id, phase) => commits.push(phase)}>
        <ListingView items={items} labels={labels} locale="de" defaultSort="name_asc" filters={[cityFilter]} initialQuery={{ page: 1, filters: { city: 'Berlin' } }} />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
    expect(cardTitles()).toHaveLength(9);
  });

  it("shows the URL's view after mount when it differs from the one it was given", () => {
    window.history.replaceState(null, '', '/clavis-shops?city=Wien');
    const commits: string[] = [];
    render(
      <Profiler id="listing" onRender={(_id, phase) => commits.push(phase)}>
        <ListingView items={items} labels={labels} locale="de" defaultSort="name_asc" filters={[cityFilter]} />
      </Profiler>,
    );
    expect(commits).toEqual(['mount', 'update']);
    expect(cardTitles()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('16 Einträge');
  });

  it('reads sort, filter and page from the URL query', () => {
    renderListing('?sort=name_desc&city=Berlin&page=2');
    // Berlin: A D G J M P S V Y (9), by name descending: Y V S ... -> page 2 of 1 clamps to page 1.
    expect(cardTitles()).toEqual(['Shop Y', 'Shop V', 'Shop S', 'Shop P', 'Shop M', 'Shop J', 'Shop G', 'Shop D', 'Shop A']);
    expect(screen.getByRole('combobox', { name: 'Stadt' })).toHaveValue('Berlin');
    expect(screen.getByRole('combobox', { name: labels.sortBy })).toHaveValue('name_desc');
  });

  it('goes to page 3 from the query', () => {
    renderListing('?page=3');
    expect(cardTitles()).toEqual(['Shop Y']);
    expect(screen.getByRole('status')).toHaveTextContent('Seite 3 von 3');
  });

  it('is a GET form without JavaScript: named controls, a submit button and a reset link', () => {
    renderListing('?city=Wien');
    const form = screen.getByRole('form', { name: labels.filters });
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('combobox', { name: 'Stadt' })).toHaveAttribute('name', 'city');
    expect(within(form).getByRole('combobox', { name: labels.sortBy })).toHaveAttribute('name', 'sort');
    expect(within(form).getByRole('button', { name: labels.apply })).toHaveAttribute('type', 'submit');
    expect(within(form).getByRole('link', { name: labels.reset })).toHaveAttribute('href', '/clavis-shops');
  });

  it('applies a change at once and writes it to the URL', async () => {
    const person = userEvent.setup();
    renderListing('');
    await person.selectOptions(screen.getByRole('combobox', { name: 'Stadt' }), 'Berlin');
    expect(window.location.search).toBe('?city=Berlin');
    expect(cardTitles()).toHaveLength(9);
    await person.click(screen.getByRole('link', { name: labels.reset }));
    expect(window.location.search).toBe('');
    expect(cardTitles()).toHaveLength(12);
  });

  it('pages in place and follows the back button', async () => {
    const person = userEvent.setup();
    renderListing('');
    await person.click(screen.getByRole('link', { name: /Weiter|Nächste/ }));
    expect(window.location.search).toBe('?page=2');
    expect(cardTitles()[0]).toBe('Shop M');
    act(() => {
      window.history.replaceState(null, '', '/clavis-shops');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(cardTitles()[0]).toBe('Shop A');
  });

  it('says so when nothing is listed', () => {
    renderListing('', []);
    expect(cardTitles()).toHaveLength(0);
    expect(screen.getByText(context.intl.formatMessage({ id: 'search.no_results' }))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Keine Einträge');
  });

  it('puts page 1 of the default view in the server HTML, whatever the URL says', () => {
    window.history.replaceState(null, '', '/clavis-shops?page=3&sort=name_desc');
    const html = renderToString(<ListingView items={items} labels={labels} locale="de" defaultSort="name_asc" filters={[cityFilter]} />);
    expect(html).toContain('Shop A');
    expect(html).not.toContain('Shop Y');
  });

  it('renders the view of a per-request query on the server', () => {
    const html = renderToString(
      <ListingView items={items} labels={labels} locale="de" defaultSort="name_asc" filters={[cityFilter]} initialQuery={{ page: 1, sort: 'name_desc', filters: { city: 'Berlin' } }} />,
    );
    expect(html).toContain('Shop Y');
    expect(html).not.toContain('Shop B');
    expect(html).toContain('9 Einträge');
  });
});
