import { render, screen } from '@testing-library/react';
import type { InstantSearchClient } from '../client/createSearchClient';
import { RecommendedProducts } from './RecommendedProducts';

/** A stand-in of Algolia Recommend's answer: the related-products model's hits for the product. */
function recommendStandIn() {
  const asked: unknown[] = [];
  const client: InstantSearchClient = {
    search: async (requests) => ({ results: requests.map(() => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, params: '', query: '', processingTimeMS: 0 })) }),
    getRecommendations: async (requests) => {
      asked.push(requests);
      return {
        results: [
          {
            hits: [
              { objectID: 'prod-futura-pro', title: 'Futura Pro', url: '/produkte/futura-pro', type: 'product', _score: 90 },
              { objectID: 'prod-futura', title: 'Futura', url: '/produkte/futura', type: 'product', _score: 80 },
            ],
          },
        ],
      };
    },
    clearCache: () => undefined,
  };
  return { client, asked };
}

describe('RecommendedProducts', () => {
  it("shows Recommend's related products of the page's product, never the product itself", async () => {
    const { client, asked } = recommendStandIn();
    render(<RecommendedProducts recommendClient={client} indexName="germany_de" objectID="prod-futura" heading="Ähnliche Produkte" />);
    expect(await screen.findByRole('heading', { name: 'Ähnliche Produkte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Futura Pro' })).toHaveAttribute('href', '/produkte/futura-pro');
    expect(screen.queryByRole('link', { name: 'Futura' })).not.toBeInTheDocument();
    expect(JSON.stringify(asked[0])).toContain('"model":"related-products"');
    expect(JSON.stringify(asked[0])).toContain('"objectID":"prod-futura"');
  });

  it('renders nothing without a recommend client', () => {
    const { container } = render(<RecommendedProducts config={{}} indexName="germany_de" objectID="x" heading="h" />);
    expect(container).toBeEmptyDOMElement();
  });
});
