/** Why a request is refused before it reaches Next.js, with the status it gets. */
export interface RequestProblem {
  status: 400 | 405 | 414;
  /** For a 405: the methods the path takes. */
  allow?: readonly string[];
}

/** Longer request targets are refused (414): no page or query of the site comes near it. */
export const MAX_URL_LENGTH = 2048;

/** What a page (or a file) takes: anything else is 405. */
export const PAGE_METHODS: readonly string[] = ['GET', 'HEAD'];

/**
 * Methods the Fetch standard forbids: no route of the site takes them, and Next.js cannot even
 * make a `Request` of them (`'TRACE' HTTP method is unsupported`, a 500), so they are refused on
 * every path, `/_next/` and unlisted `/api/` paths included.
 */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * The methods each route handler takes, by path pattern (DESIGN.md section 5): another method gets
 * 405 with `Allow`. A new route handler adds its line here; a path under /api/ not listed is left
 * to Next.js.
 */
export const ROUTE_METHODS: ReadonlyArray<readonly [pattern: RegExp, methods: readonly string[]]> = [
  [/^\/api\/checkStorySlugs$/, ['GET', 'HEAD']],
  [/^\/api\/getCustomLanding(?:\/.*)?$/, ['GET', 'HEAD']],
  [/^\/api\/version$/, ['GET', 'HEAD']],
  [/^\/api\/revalidate$/, ['POST']],
  [/^\/api\/draft(?:\/exit)?$/, ['GET', 'HEAD']],
  [/^\/api\/search$/, ['POST']],
  [/^\/api\/forms\/[^/]+$/, ['POST']],
  [/^\/api\/extranet\/search$/, ['POST']],
  [/^\/api\/extranet\/session$/, ['DELETE']],
  [/^\/api\/extranet\/.+$/, ['GET', 'HEAD']],
  [/^\/1\/indexes\/.+$/, ['GET', 'HEAD', 'POST', 'OPTIONS']],
];

// A control character (C0 or DEL) once decoded: no path or query of the site has one.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

function decodes(text: string): boolean {
  // Node's parser refuses raw control characters, so text without a `%` has nothing to decode.
  if (!text.includes('%')) return true;
  try {
    return !CONTROL_CHARACTER.test(decodeURIComponent(text));
  } catch {
    return false;
  }
}

function allowedMethods(pathname: string): readonly string[] | null {
  if (pathname.startsWith('/_next/')) return null;
  if (!pathname.startsWith('/api/') && !pathname.startsWith('/1/indexes/')) return PAGE_METHODS;
  return ROUTE_METHODS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/**
 * What is wrong with a request's method and target, or null: a target too long, a path or query
 * that is not valid percent-encoded UTF-8 or holds a control character (400; Next.js answered
 * these with 500), a method the path does not take (405). Cheap enough for every request.
 * `draftAction`: the request is a server function call (`Next-Action`) of a draft session, which
 * a page takes as a POST.
 */
export function requestProblem(method: string, url: string, { draftAction = false }: { draftAction?: boolean } = {}): RequestProblem | null {
  if (url.length > MAX_URL_LENGTH) return { status: 414 };
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!pathname.startsWith('/') || !decodes(pathname)) return { status: 400 };
  if (queryAt !== -1 && url.includes('%', queryAt) && !url.slice(queryAt + 1).split('&').every((pair) => decodes(pair.replaceAll('+', ' ')))) return { status: 400 };
  // A draft page's live preview calls its server function with a POST to the page's own path.
  const allow = draftAction && method === 'POST' && allowedMethods(pathname) === PAGE_METHODS ? null : allowedMethods(pathname);
  if (FORBIDDEN_METHODS.has(method.toUpperCase())) return { status: 405, allow: allow ?? PAGE_METHODS };
  if (allow && !allow.includes(method) && !(method === 'OPTIONS' && pathname.startsWith('/api/'))) return { status: 405, allow };
  return null;
}

/**
 * What is wrong with a request's `Next-Router-State-Tree` header, or null (none, or one that
 * reads): the router sends its state as percent-encoded JSON, an array. Anything else is a client's
 * mistake, answered 400 here rather than left to Next.js's parser.
 */
export function routerStateProblem(header: string | readonly string[] | undefined): RequestProblem | null {
  if (header === undefined) return null;
  if (typeof header !== 'string') return { status: 400 };
  try {
    return Array.isArray(JSON.parse(decodeURIComponent(header))) ? null : { status: 400 };
  } catch {
    return { status: 400 };
  }
}
