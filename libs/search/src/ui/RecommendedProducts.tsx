'use client';
import { useMemo } from 'react';
import { InstantSearch, useRelatedProducts } from 'react-instantsearch';
import { createSearchClient, type InstantSearchClient, type SearchServiceConfig } from '../client/createSearchClient';
import type { SearchHitRecord } from './SearchHit';
import * as styles from './SiteSearch.css';

export interface RecommendedProductsProps {
  /** The Algolia configuration with `recommend` on. */
  config?: SearchServiceConfig;
  /** A ready client with `getRecommendations` instead of `config` (tests, stories). */
  recommendClient?: InstantSearchClient;
  indexName: string;
  /** The product shown on the page. */
  objectID: string;
  heading: string;
  /** @default 3 */
  limit?: number;
}

function RelatedList({ objectID, heading, limit }: { objectID: string; heading: string; limit: number }) {
  const { items } = useRelatedProducts<SearchHitRecord>({ objectIDs: [objectID], limit });
  const others = items.filter((item) => item.objectID !== objectID);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby={`related-${objectID}`}>
      <h2 id={`related-${objectID}`}>{heading}</h2>
      <ul className={styles.hitList}>
        {others.map((item) => (
          <li key={item.objectID} className={styles.hit}>
            {item.image ? <img className={styles.hitImage} src={item.image} alt="" width={96} height={72} loading="lazy" /> : <span className={styles.hitImage} />}
            <a className={styles.hitLink} href={item.url}>
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Related products" from Algolia Recommend, for a product page when the recommend flag is on. */
export function RecommendedProducts({ config, recommendClient, indexName, objectID, heading, limit = 3 }: RecommendedProductsProps) {
  const client = useMemo(() => recommendClient ?? createSearchClient(config).recommendClient, [recommendClient, config]);
  if (!client) return null;
  return (
    <InstantSearch searchClient={client as never} indexName={indexName} insights={false}>
      <RelatedList objectID={objectID} heading={heading} limit={limit} />
    </InstantSearch>
  );
}
