import { serializeJsonLd } from './structuredData';

/** Structured data, rendered by the server into the page's HTML. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
