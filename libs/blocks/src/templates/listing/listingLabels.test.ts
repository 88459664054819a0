import { createBlockContext } from '../../testing/createBlockContext';
import { listingLabels } from './listingLabels';

describe('listingLabels', () => {
  it('formats the result count for every count the list can show, with the locale plural forms', () => {
    const { results } = listingLabels(createBlockContext(), { list: 'Geschäfte', emptyId: 'search.no_results', count: 3 });
    expect(results).toEqual(['Keine Einträge', '1 Eintrag', '2 Einträge', '3 Einträge']);
  });

  it('leaves the page numbers of the page label to the browser', () => {
    expect(listingLabels(createBlockContext(), { list: 'Geschäfte', emptyId: 'search.no_results', count: 0 }).page).toBe('Seite {page} von {total}');
  });
});
