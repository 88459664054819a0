import type { Hit, BaseHit } from 'instantsearch.js';
import { HighlightedText } from './HighlightedText';
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
  /** A product's code (`FU-100`). */
  code?: string;
}

/** A CMS image at thumbnail size through the image service (`{asset}/m/192x144`). */
function thumbnail(image: string): string {
  return /\.(jpe?g|png|webp)$/i.test(image) ? `${image}/m/192x144` : image;
}

/** A highlighted or snippeted attribute's value, as the search service sent it. */
function valueOf(result: unknown, attribute: string): string | undefined {
  const entry = (result as Record<string, { value?: unknown } | undefined> | undefined)?.[attribute];
  return typeof entry?.value === 'string' ? entry.value : undefined;
}

// One formatter per locale, not one per hit: a page of results made twenty.
const hitDateFormats = new Map<string, Intl.DateTimeFormat>();

function hitDateFormat(locale: string): Intl.DateTimeFormat {
  let format = hitDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    hitDateFormats.set(locale, format);
  }
  return format;
}

/**
 * One result: highlighted title linking to the page, its type, a product's code, category and
 * date, its picture (none at all when it has none) and snippet. Plain
 * markup with no InstantSearch in it: the server renders it too (the search page's first results).
 */
export function SearchHit({ hit, typeLabel, locale }: { hit: Hit<SearchHitRecord>; typeLabel: string; locale: string }) {
  const date = hit.date ? hitDateFormat(locale).format(new Date(hit.date * 1000)) : null;
  return (
    <article className={hit.image ? styles.hit : `${styles.hit} ${styles.hitWithoutImage}`}>
      {hit.image ? <img className={styles.hitImage} src={thumbnail(hit.image)} alt="" width={96} height={72} loading="lazy" decoding="async" /> : null}
      <div>
        <h2 className={styles.hitTitle}>
          <a className={styles.hitLink} href={hit.url}>
            <HighlightedText value={valueOf(hit._highlightResult, 'title') ?? hit.title} />
          </a>
        </h2>
        <p className={styles.hitMeta}>
          {typeLabel}
          {hit.code ? (
            <>
              {' · '}
              <span className={styles.hitCode}>
                <HighlightedText value={valueOf(hit._highlightResult, 'code') ?? hit.code} />
              </span>
            </>
          ) : null}
          {hit.category ? ` · ${hit.category}` : null}
          {date ? (
            <>
              {' · '}
              <time dateTime={new Date(hit.date! * 1000).toISOString()}>{date}</time>
            </>
          ) : null}
        </p>
        {valueOf(hit._snippetResult, 'text') ? (
          <p className={styles.hitText}>
            <HighlightedText value={valueOf(hit._snippetResult, 'text')!} />
          </p>
        ) : null}
      </div>
    </article>
  );
}
