import type { SearchLabels } from '../ui/searchLabels';

/** The German labels as the server formats them from the catalogue. */
export const germanSearchLabels: SearchLabels = {
  label: 'Website durchsuchen',
  placeholder: 'Produkte suchen',
  submit: 'Suchen',
  clear: 'Suche löschen',
  noResults: 'Für diese Abfrage gibt es keine Ergebnisse. Bearbeiten oder setzen Sie die Filter zurück.',
  reset: 'Filter zurücksetzen',
  filters: 'Filter',
  results: '{count, plural, one {# Ergebnis} other {# Ergebnisse}}',
  facetType: 'Inhaltstyp',
  facetCategory: 'Kategorie',
  facetYear: 'Jahr',
  sortBy: 'Sortieren nach',
  sortRelevance: 'Relevanz',
  sortNewest: 'Neueste zuerst',
  sortOldest: 'Älteste zuerst',
  previous: 'Zurück',
  next: 'Weiter',
  page: 'Seite {page} von {total}',
  types: { product: 'Produkt', category: 'Kategorie', page: 'Seite', news: 'Nachricht', event: 'Veranstaltung' },
};
