import { isLocaleCode, type LocaleCode } from './locales.ts';
import { getMarketConfig, type Market, type MarketConfig } from './markets.ts';
import { RoutingError } from './errors.ts';
import {
  customSlugs,
  isCategoryPath,
  isCustomSlug,
  isSlugSegment,
  MAX_PATH_LENGTH,
  type RouteParamName,
  type RouteParams,
} from './params.ts';
import { getRoute, ROUTES, type RouteName } from './routes.ts';

/** What `matchPath` finds: the bare route name, the locale and the parameters. */
export interface RouteMatch {
  route: RouteName;
  locale: LocaleCode;
  params: RouteParams;
}

interface Terminal {
  route: RouteName;
  locale: LocaleCode;
  params: readonly RouteParamName[];
  /** Builds the params object with a fixed shape per route (keeps matching monomorphic). */
  build: (values: readonly string[]) => RouteParams;
}

const paramBuilders: Record<string, (values: readonly string[]) => RouteParams> = {
  '': () => ({}),
  slug: (values) => ({ slug: values[0] }),
  customSlug: (values) => ({ customSlug: values[0] }),
  category: (values) => ({ category: values[0] }),
  folder_slug: (values) => ({ folder_slug: values[0] }),
  'folder_slug,slug': (values) => ({ folder_slug: values[0], slug: values[1] }),
};

function paramBuilder(
  params: readonly RouteParamName[],
): (values: readonly string[]) => RouteParams {
  const builder = paramBuilders[params.join(',')];
  if (builder) return builder;
  return (values) => {
    const result: RouteParams = {};
    for (let i = 0; i < params.length; i++) result[params[i] as RouteParamName] = values[i];
    return result;
  };
}

/** One trie node: a static segment lookup first, then the parameter branches. */
interface TrieNode {
  terminal: Terminal | null;
  statics: Map<string, TrieNode>;
  /** `:customSlug`: only a fixed set of values. */
  constrained: { values: ReadonlySet<string>; node: TrieNode } | null;
  /** Any one slug segment (`:slug`, `:folder_slug`). */
  param: TrieNode | null;
  /** `:category`: one or more slug segments, always the last token of its route. */
  catchAll: Terminal | null;
}

function createNode(): TrieNode {
  return { terminal: null, statics: new Map(), constrained: null, param: null, catchAll: null };
}

function conflict(what: string, a: Terminal, b: Terminal): never {
  throw new RoutingError(
    `Routes ${a.route}___${a.locale} and ${b.route}___${b.locale} share the ${what}; give one of them its own segment in SEGMENTS`,
  );
}

/** The path prefix of a locale in a market: '' or '/{locale}'. */
function prefixOf(config: MarketConfig, locale: LocaleCode): string {
  return config.i18nStrategy === 'prefix_except_default' && locale === config.defaultLocale
    ? ''
    : `/${locale}`;
}

export interface Router {
  readonly market: Market;
  readonly config: MarketConfig;
  /** The route, locale and parameters of a pathname; null when nothing matches. Never throws. */
  match(pathname: string): RouteMatch | null;
  /** The URL path of a route in one of the market's locales. Throws a RoutingError on bad input. */
  localize(route: RouteName, locale: LocaleCode, params?: RouteParams): string;
  /** The path prefix of a locale (`''` for an unprefixed default locale). */
  prefix(locale: LocaleCode): string;
  hasLocale(locale: string): locale is LocaleCode;
}

/**
 * Compiles a market's route table into one trie over path segments (locale prefixes included), so
 * a match costs one lookup per segment instead of a scan of every route.
 */
export function createRouter(market: Market): Router {
  const config = getMarketConfig(market);
  const unknown = config.locales.find((locale) => !isLocaleCode(locale));
  if (unknown !== undefined)
    throw new RoutingError(`Market ${market}: "${unknown}" is no locale of LOCALES`);
  if (!config.locales.includes(config.defaultLocale))
    throw new RoutingError(`Market ${market}: its default locale is not one of its locales`);
  const root = createNode();
  const locales = new Set<string>(config.locales);

  for (const locale of config.locales) {
    let localeRoot = root;
    const prefix = prefixOf(config, locale);
    if (prefix) {
      let child = root.statics.get(locale);
      if (!child) root.statics.set(locale, (child = createNode()));
      localeRoot = child;
    }
    for (const entry of ROUTES) {
      const terminal: Terminal = {
        route: entry.name,
        locale,
        params: entry.params,
        build: paramBuilder(entry.params),
      };
      let node = localeRoot;
      let catchAll = false;
      const words = entry.paths[locale].split('/');
      for (let i = 0; i < entry.tokens.length; i++) {
        const token = entry.tokens[i] as string;
        if (token === ':category') {
          if (i !== entry.tokens.length - 1) {
            throw new RoutingError(
              `Route ${entry.name}: :category spans the rest of the path, so it must be the last token`,
            );
          }
          catchAll = true;
          break;
        }
        if (token === ':customSlug') {
          node.constrained ??= { values: new Set(customSlugs), node: createNode() };
          node = node.constrained.node;
        } else if (token.startsWith(':')) {
          node = node.param ??= createNode();
        } else {
          const word = words[i + 1] as string;
          let child = node.statics.get(word);
          if (!child) node.statics.set(word, (child = createNode()));
          node = child;
        }
      }
      if (catchAll) {
        if (node.catchAll) conflict('catch-all', node.catchAll, terminal);
        node.catchAll = terminal;
      } else {
        if (node.terminal) conflict('path', node.terminal, terminal);
        node.terminal = terminal;
      }
    }
  }

  /**
   * Walks the trie over `path` from `start` (the index of the current segment, -1 past the end)
   * without splitting the path: one substring and one map lookup per segment, backtracking only
   * where a static segment and a parameter both fit.
   */
  function walk(node: TrieNode, path: string, start: number, values: string[]): Terminal | null {
    if (start < 0) return node.terminal;
    const end = path.indexOf('/', start);
    const segment = end < 0 ? path.slice(start) : path.slice(start, end);
    if (segment === '') return null; // '//' or a trailing slash
    const next = end < 0 ? -1 : end + 1;
    const child = node.statics.get(segment);
    if (child) {
      const found = walk(child, path, next, values);
      if (found) return found;
    }
    if (node.constrained && node.constrained.values.has(segment)) {
      values.push(segment);
      const found = walk(node.constrained.node, path, next, values);
      if (found) return found;
      values.pop();
    }
    if (node.param && isSlugSegment(segment)) {
      values.push(segment);
      const found = walk(node.param, path, next, values);
      if (found) return found;
      values.pop();
    }
    if (node.catchAll) {
      const rest = path.slice(start);
      if (!isCategoryPath(rest)) return null;
      values.push(rest);
      return node.catchAll;
    }
    return null;
  }

  function match(pathname: string): RouteMatch | null {
    if (typeof pathname !== 'string' || pathname.length > MAX_PATH_LENGTH) return null;
    if (pathname.charCodeAt(0) !== 47 /* / */) return null;
    const values: string[] = [];
    const terminal = walk(root, pathname, pathname.length === 1 ? -1 : 1, values);
    if (!terminal) return null;
    return { route: terminal.route, locale: terminal.locale, params: terminal.build(values) };
  }

  function hasLocale(locale: string): locale is LocaleCode {
    return locales.has(locale);
  }

  function localize(route: RouteName, locale: LocaleCode, params: RouteParams = {}): string {
    if (!hasLocale(locale)) {
      throw new RoutingError(
        `Locale "${String(locale)}" is not served by market ${market} (its locales: ${config.locales.join(', ')})`,
      );
    }
    const entry = getRoute(route);
    let path = prefixOf(config, locale);
    const words = entry.paths[locale].split('/');
    for (let i = 0; i < entry.tokens.length; i++) {
      const token = entry.tokens[i] as string;
      if (!token.startsWith(':')) {
        path += `/${words[i + 1] as string}`;
        continue;
      }
      const name = token.slice(1) as RouteParamName;
      const value = params[name];
      const valid =
        typeof value === 'string' &&
        (name === 'category'
          ? isCategoryPath(value)
          : name === 'customSlug'
            ? isCustomSlug(value)
            : isSlugSegment(value));
      if (!valid) {
        throw new RoutingError(
          `Route ${route} needs the parameter "${name}" as ${name === 'customSlug' ? customSlugs.join(' or ') : 'a URL slug'}; got ${JSON.stringify(value)}`,
        );
      }
      path += `/${value}`;
    }
    return path === '' ? '/' : path;
  }

  return {
    market,
    config,
    match,
    localize,
    prefix: (locale) => prefixOf(config, locale),
    hasLocale: (locale: string): locale is LocaleCode => isLocaleCode(locale) && hasLocale(locale),
  };
}
