import { brandTokens } from '@clavis/design-system/tokens';
import type { FormDefinition, FormFieldDefinition } from '../formDefinition';
import { HONEYPOT_FIELD, LOCALE_FIELD } from '../submissionFields';
import { formatMessage, type Catalogue } from './formatMessage';

export interface FormErrorPageInput {
  /** The status the endpoint answers with (422, 429, 413, 403, 400, 415, 404 or 503). */
  status: number;
  /** The page's language, `<html lang>`. */
  locale: string;
  /** The locale's catalogue (@clavis/i18n-routing's loadMessages). */
  messages: Catalogue;
  /**
   * The page the post came from, for the link back to the form: a path of this site the caller
   * has checked, never what the request names unchecked. Without it the link goes to `/`.
   */
  backPath?: string | null;
  /** The form, when it is known: its labels name the fields. */
  definition?: FormDefinition | null;
  /** The submitted values, when they could be read. */
  values?: Readonly<Record<string, unknown>>;
  /** 422: each invalid field's message, already formatted, by field name. */
  fieldErrors?: Readonly<Record<string, string>>;
  /** More response headers (`retry-after`). */
  headers?: Readonly<Record<string, string>>;
}

/** What the page says under its heading, by status; anything else is "try again in a moment". */
const statusMessages: Readonly<Record<number, string>> = {
  422: 'forms.not_all_fields_correct',
  429: 'forms.rate_limited',
  413: 'forms.error_page.too_large',
  403: 'forms.error_page.other_site',
  400: 'forms.error_page.unreadable',
  415: 'forms.error_page.unreadable',
  404: 'forms.error_page.unknown_form',
};

// A checkbox without a value attribute posts "on"; the others are what the accepted rule takes.
const checkedValues = new Set(['on', 'yes', '1', 'true']);

const { color, font, fontSize, fontWeight, lineHeight, space, contentWidth } = brandTokens;

// The site's look in plain CSS: the brand theme's values, not its CSS variables (this page loads no
// stylesheet and sets no theme class).
const STYLE =
  `body{margin:0;font:${fontSize.md}/${lineHeight.normal} ${font.body};color:${color.text};background:${color.background}}` +
  `main{max-width:${contentWidth.narrow};margin:0 auto;padding:${space.xl} ${space.md}}` +
  `h1{font-size:${fontSize['2xl']};line-height:${lineHeight.snug}}h2{font-size:${fontSize.lg};margin-top:${space.xl}}` +
  `dt{font-weight:${fontWeight.semibold};margin-top:${space.sm}}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}` +
  `.errors dd{color:${color.critical}}a{color:${color.link}}a:hover{color:${color.linkHover}}`;

const escapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and for quoted attribute values. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/** A submitted value as the visitor chose it (option labels, "yes" for a ticked box); null if empty. */
function shownValue(field: FormFieldDefinition, value: unknown, checked: string): string | null {
  const items = (Array.isArray(value) ? value : [value])
    .filter((item) => ['string', 'number', 'boolean'].includes(typeof item))
    .map(String)
    .filter((item) => item.trim() !== '');
  if (items.length === 0) return null;
  if (field.type === 'checkbox' && items.some((item) => checkedValues.has(item.toLowerCase()))) {
    return checked;
  }
  const label = (item: string) =>
    field.options?.find((option) => option.value === item)?.label ?? item;
  return items.map(label).join(', ');
}

const list = (className: string | null, rows: readonly (readonly [string, string])[]) =>
  [
    className ? `<dl class="${className}">` : '<dl>',
    ...rows.map(([term, text]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(text)}</dd>`),
    '</dl>',
  ].join('\n');

/**
 * The answer to a failed form post from a browser without JavaScript: a small page in the
 * visitor's language, with the same status a script would get, that says what went wrong, lists
 * the invalid fields and shows what was entered, and sends the visitor back to the form (whose
 * entries the browser keeps on Back). Self-contained: no script, no external resources.
 */
export function formErrorPage({
  status,
  locale,
  messages,
  backPath,
  definition,
  values = {},
  fieldErrors = {},
  headers = {},
}: FormErrorPageInput): Response {
  const t = (id: string) => formatMessage(messages, locale, { id, values: {} });
  const title = t(status === 422 ? 'forms.incomplete' : 'forms.error_page.title');
  const fields = definition?.fields ?? [];
  const label = (field: FormFieldDefinition) => field.label || field.name;
  const errors = fields
    .filter((field) => fieldErrors[field.name])
    .map((field) => [label(field), fieldErrors[field.name] as string] as const);
  const checked = t('forms.error_page.checked');
  const entries = fields
    .filter((field) => field.name !== HONEYPOT_FIELD && field.name !== LOCALE_FIELD)
    .flatMap((field) => {
      const value = shownValue(field, values[field.name], checked);
      return value === null ? [] : [[label(field), value] as const];
    });
  const [backHref, backText] = backPath
    ? [backPath, t('forms.error_page.back_link')]
    : ['/', t('common.back_to_home')];

  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(locale)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(t(statusMessages[status] ?? 'forms.unavailable'))}</p>`,
    errors.length > 0 ? list('errors', errors) : '',
    entries.length > 0 ? `<h2>${escapeHtml(t('forms.error_page.your_entries'))}</h2>` : '',
    entries.length > 0 ? list(null, entries) : '',
    `<p>${escapeHtml(t('forms.error_page.go_back'))}</p>`,
    `<p><a href="${escapeHtml(backHref)}">${escapeHtml(backText)}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
  ].filter(Boolean);

  return new Response(`${html.join('\n')}\n`, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // Holds the page to what it is even if an escape were ever missed: no script, no resources.
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      ...headers,
    },
  });
}
