import { Highlight, Snippet } from 'react-instantsearch';
import type { Hit, BaseHit } from 'instantsearch.js';
import * as styles from './SiteSearch.css';

/** The fields of a record the hit shows (see `@clavis/search/server`'s SearchRecord). */
export interface SearchHitRecord extends BaseHit {
  title: string;
  text?: string;
  type: string;
  url: string;
  image?: string;
  date?: number;
  category?: string;
}

/** A CMS image at thumbnail size through the image service (`{asset}/m/192x144`). */
function thumbnail(image: string): string {
  return /\.(jpe?g|png|webp)$/i.test(image) ? `${image}/m/192x144` : image;
}

/** One result: highlighted title linking to the page, its type and date, image and snippet. */
export function SearchHit({ hit, typeLabel, locale }: { hit: Hit<SearchHitRecord>; typeLabel: string; locale: string }) {
  const date = hit.date ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(hit.date * 1000)) : null;
  return (
    <article className={styles.hit}>
      {hit.image ? <img className={styles.hitImage} src={thumbnail(hit.image)} alt="" width={96} height={72} loading="lazy" decoding="async" /> : <span className={styles.hitImage} />}
      <div>
        <h2 className={styles.hitTitle}>
          <a className={styles.hitLink} href={hit.url}>
            <Highlight hit={hit} attribute="title" highlightedTagName="mark" />
          </a>
        </h2>
        <p className={styles.hitMeta}>
          {typeLabel}
          {hit.category ? ` · ${hit.category}` : null}
          {date ? (
            <>
              {' · '}
              <time dateTime={new Date(hit.date! * 1000).toISOString()}>{date}</time>
            </>
          ) : null}
        </p>
        {hit._snippetResult?.text ? (
          <p className={styles.hitText}>
            <Snippet hit={hit} attribute="text" highlightedTagName="mark" />
          </p>
        ) : null}
      </div>
    </article>
  );
}
