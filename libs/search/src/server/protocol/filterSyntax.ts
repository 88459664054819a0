import { searchLimits } from '../../searchLimits';
import { allOf, type Filter, type NumericOperator } from '../engine/filters';
import { SearchRequestError } from '../engine/searchRequestError';
import { isFacetAttribute, isNumericAttribute } from '../engine/settings';

/**
 * Algolia's filter syntaxes, parsed into one `Filter` tree and checked against the index settings
 * (a filter on an attribute the settings do not declare answers 400, as Algolia does):
 *
 * - `filters`: `type:news AND (year:2025 OR year:2026) AND NOT category:"Car keys"`,
 *   `date >= 1767225600`, `year:2024 TO 2026`, `_tags:machine`; AND binds tighter than OR.
 * - `facetFilters`: `["type:news", ["category:A", "category:B"]]` (AND of ORs), `attr:-value` negates.
 * - `numericFilters`: `["date>=1767225600", ["year=2025", "year=2026"]]`, `year:2024 TO 2026`.
 * - `tagFilters`: `["machine", ["a", "b"]]` on `_tags`, `-tag` negates.
 *
 * No maintained package parses Algolia's filter strings into a tree (algoliasearch-helper only
 * writes them), hence this small recursive-descent parser. Its recursion goes one level deeper per
 * parenthesis or NOT, so their nesting is bounded (`searchLimits.filterDepth`, 400 past it) well
 * before the stack is: Algolia's own filters never nest deeper than a few levels.
 */

/** The attribute every record may carry for tag filters, declared or not. */
const TAGS = '_tags';

type Token =
  | { type: 'word'; text: string; at: number }
  | { type: 'string'; text: string; at: number }
  | { type: 'op'; text: NumericOperator | ':'; at: number }
  | { type: 'paren'; text: '(' | ')'; at: number }
  | { type: 'end'; text: ''; at: number };

const OPERATORS = ['<=', '>=', '!=', '<', '>', '=', ':'] as const;
const WORD_END = /[\s()"':<>=!]/;

function fail(source: string, message: string, at?: number): never {
  throw new SearchRequestError(`${source}: ${message}${at === undefined ? '' : ` at col ${at + 1}`}`);
}

function tokenize(text: string, source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (/\s/.test(char)) {
      at += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ type: 'paren', text: char, at });
      at += 1;
    } else if (char === '"' || char === "'") {
      let value = '';
      let end = at + 1;
      while (end < text.length && text[end] !== char) {
        if (text[end] === '\\' && end + 1 < text.length) end += 1;
        value += text[end];
        end += 1;
      }
      if (end >= text.length) fail(source, 'Unterminated string', at);
      tokens.push({ type: 'string', text: value, at });
      at = end + 1;
    } else {
      const operator = OPERATORS.find((candidate) => text.startsWith(candidate, at));
      if (operator) {
        tokens.push({ type: 'op', text: operator, at });
        at += operator.length;
        continue;
      }
      if (char === '!') fail(source, "Unexpected token '!'", at);
      let end = at;
      while (end < text.length && !WORD_END.test(text[end]!)) end += 1;
      tokens.push({ type: 'word', text: text.slice(at, end), at });
      at = end;
    }
  }
  tokens.push({ type: 'end', text: '', at: text.length });
  return tokens;
}

const describe = (token: Token) => (token.type === 'end' ? 'end of filter' : `'${token.text}'`);
const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

function checkFacet(attribute: string, source: string, at?: number): void {
  if (attribute !== TAGS && !isFacetAttribute(attribute)) {
    fail(source, `Attribute "${attribute}" is not in attributesForFaceting, filtering on it is not possible`, at);
  }
}

function checkNumeric(attribute: string, source: string, at: number): void {
  if (!isNumericAttribute(attribute)) fail(source, `Attribute "${attribute}" is not in numericAttributesForFiltering, numeric filtering on it is not possible`, at);
}

/** A parser over one filter text; `condition()` alone reads one `numericFilters` or `facetFilters` entry. */
class Parser {
  private position = 0;
  /** Parentheses and NOTs open around the current token. */
  private depth = 0;
  private readonly tokens: Token[];

  constructor(
    private readonly text: string,
    private readonly source: string,
  ) {
    this.tokens = tokenize(text, source);
  }

  private peek(): Token {
    return this.tokens[this.position]!;
  }

  private next(): Token {
    const token = this.tokens[this.position]!;
    if (token.type !== 'end') this.position += 1;
    return token;
  }

  private isKeyword(word: string): boolean {
    const token = this.peek();
    return token.type === 'word' && token.text === word;
  }

  private unexpected(expected: string): never {
    const token = this.peek();
    fail(this.source, `Unexpected token ${describe(token)} expected ${expected}`, token.at);
  }

  private number(): number {
    const token = this.next();
    if ((token.type === 'word' || token.type === 'string') && NUMBER.test(token.text)) return Number(token.text);
    this.position -= token.type === 'end' ? 0 : 1;
    return this.unexpected('a number');
  }

  /** The whole text: an expression, then nothing. */
  expression(): Filter {
    const filter = this.or();
    if (this.peek().type !== 'end') this.unexpected('AND, OR or end of filter');
    return filter;
  }

  private or(): Filter {
    const filters = [this.and()];
    while (this.isKeyword('OR')) {
      this.next();
      filters.push(this.and());
    }
    return filters.length === 1 ? filters[0]! : { kind: 'or', filters };
  }

  private and(): Filter {
    const filters = [this.unary()];
    while (this.isKeyword('AND')) {
      this.next();
      filters.push(this.unary());
    }
    return filters.length === 1 ? filters[0]! : { kind: 'and', filters };
  }

  /** One level deeper (a parenthesis or a NOT), refused past `filterDepth`. */
  private nest<T>(opening: Token, inner: () => T): T {
    if (this.depth >= searchLimits.filterDepth) fail(this.source, `More than ${searchLimits.filterDepth} parentheses and NOTs nested`, opening.at);
    this.depth += 1;
    const filter = inner();
    this.depth -= 1;
    return filter;
  }

  private unary(): Filter {
    const token = this.peek();
    if (this.isKeyword('NOT')) {
      this.next();
      return this.nest(token, () => ({ kind: 'not', filter: this.unary() }));
    }
    if (token.type === 'paren' && token.text === '(') {
      this.next();
      return this.nest(token, () => {
        const inner = this.or();
        const close = this.peek();
        if (close.type !== 'paren' || close.text !== ')') this.unexpected("')'");
        this.next();
        return inner;
      });
    }
    return this.condition();
  }

  /** `attribute:value`, `attribute:from TO to`, `attribute <op> number`. */
  condition(): Filter {
    const name = this.next();
    if ((name.type !== 'word' && name.type !== 'string') || (name.type === 'word' && ['AND', 'OR', 'NOT', 'TO'].includes(name.text))) {
      this.position -= name.type === 'end' ? 0 : 1;
      return this.unexpected('an attribute');
    }
    const attribute = name.text;
    const operator = this.next();
    if (operator.type !== 'op') {
      this.position -= operator.type === 'end' ? 0 : 1;
      return this.unexpected("':' or a comparison");
    }
    if (operator.text !== ':') {
      checkNumeric(attribute, this.source, name.at);
      return { kind: 'numeric', attribute, operator: operator.text, value: this.number() };
    }
    const value = this.next();
    if (value.type !== 'word' && value.type !== 'string') {
      this.position -= value.type === 'end' ? 0 : 1;
      return this.unexpected('a value');
    }
    if (this.peek().type === 'word' && /^to$/i.test(this.peek().text)) {
      this.next();
      checkNumeric(attribute, this.source, name.at);
      if (!NUMBER.test(value.text)) fail(this.source, `Unexpected token ${describe(value)} expected a number`, value.at);
      return { kind: 'range', attribute, from: Number(value.text), to: this.number() };
    }
    checkFacet(attribute, this.source, name.at);
    return { kind: 'facet', attribute, value: value.text };
  }

  /** After `condition()`: nothing may follow. */
  end(): void {
    if (this.peek().type !== 'end') this.unexpected('end of filter');
  }
}

/** Algolia's `filters` string. */
export function parseFilters(text: string): Filter {
  if (!text.trim()) return allOf([]);
  return new Parser(text, 'filters').expression();
}

/** Algolia's nested lists: the outer one is an AND, an inner list an OR. */
function nested(name: string, value: unknown, entry: (text: string) => Filter): Filter {
  if (value === undefined || value === null || value === '') return allOf([]);
  const items = Array.isArray(value) ? value : [value];
  return allOf(
    items.map((item) => {
      if (typeof item === 'string') return entry(item);
      if (Array.isArray(item) && item.every((inner) => typeof inner === 'string')) return { kind: 'or', filters: item.map((inner) => entry(inner as string)) };
      throw new SearchRequestError(`${name} must list strings or arrays of strings`);
    }),
  );
}

/** `attribute:value`, negated by `attribute:-value` (Algolia) or `-attribute:value`; `\-` keeps a leading dash. */
function facetEntry(raw: string): Filter {
  let text = raw.trim();
  let negated = false;
  if (text.startsWith('-')) {
    negated = true;
    text = text.slice(1);
  }
  const colon = text.indexOf(':');
  if (colon <= 0) throw new SearchRequestError(`facetFilters: "${raw}" is not attribute:value`);
  const attribute = text.slice(0, colon).trim().replace(/^"(.*)"$/, '$1');
  let value = text.slice(colon + 1).trim();
  if (value.startsWith('-')) {
    negated = !negated;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  value = value.replace(/^"(.*)"$/, '$1');
  checkFacet(attribute, 'facetFilters');
  const filter: Filter = { kind: 'facet', attribute, value };
  return negated ? { kind: 'not', filter } : filter;
}

function numericEntry(raw: string): Filter {
  const parser = new Parser(raw, 'numericFilters');
  const filter = parser.condition();
  parser.end();
  if (filter.kind === 'facet') throw new SearchRequestError(`numericFilters: "${raw}" is not a numeric condition`);
  return filter;
}

function tagEntry(raw: string): Filter {
  const negated = raw.startsWith('-');
  const filter: Filter = { kind: 'facet', attribute: TAGS, value: negated ? raw.slice(1) : raw };
  return negated ? { kind: 'not', filter } : filter;
}

/** `facetFilters` (already read as a list, or one string). */
export const parseFacetFilters = (value: unknown) => nested('facetFilters', value, facetEntry);
export const parseNumericFilters = (value: unknown) => nested('numericFilters', value, numericEntry);
export const parseTagFilters = (value: unknown) => nested('tagFilters', value, tagEntry);
