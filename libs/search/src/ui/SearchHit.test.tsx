import { render, screen } from '@testing-library/react';
import type { Hit } from 'instantsearch.js';
import { SearchHit, type SearchHitRecord } from './SearchHit';

const hit = (fields: Partial<SearchHitRecord>) =>
  ({ objectID: 'x', title: 'Futura', type: 'product', url: '/produkte/futura', __position: 1, _highlightResult: {}, ...fields }) as unknown as Hit<SearchHitRecord>;

describe('SearchHit', () => {
  it('shows a product with its code, highlighted where the query matched it', () => {
    const { container } = render(
      <SearchHit hit={hit({ code: 'FU-100', image: '/f/1/800x600/a/futura.jpg', _highlightResult: { code: { value: '__ais-highlight__FU-100__/ais-highlight__' } } } as never)} typeLabel="Produkt" locale="de" />,
    );
    expect(screen.getByText('FU-100').tagName).toBe('MARK');
    expect(container.querySelector('p')?.textContent).toBe('Produkt · FU-100');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/f/1/800x600/a/futura.jpg/m/192x144');
  });

  it('shows no picture box at all for a hit without a picture', () => {
    const { container } = render(<SearchHit hit={hit({ type: 'page', title: 'Kundendienst', url: '/kundendienst' })} typeLabel="Seite" locale="de" />);
    const article = container.querySelector('article')!;
    expect(article.querySelector('img')).toBeNull();
    expect(article.children).toHaveLength(1);
    expect(article.textContent).toBe('KundendienstSeite');
  });

  it('dates a hit in the page’s language, each locale its own format', () => {
    // 2025-03-15 at noon UTC.
    const dated = hit({ type: 'news', title: 'Messe', url: '/news/messe', date: 1742040000 } as never);
    const { container, rerender } = render(<SearchHit hit={dated} typeLabel="News" locale="de" />);
    expect(container.querySelector('p')?.textContent).toBe('News · 15.03.2025');
    rerender(<SearchHit hit={dated} typeLabel="News" locale="en" />);
    expect(container.querySelector('p')?.textContent).toBe('News · Mar 15, 2025');
  });
});
