import { IntlMessageFormat } from 'intl-messageformat';
import type { RuleMessage } from '../rules';

/** A locale's message catalogue by id (@clavis/i18n-routing's loadMessages). */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * A catalogue message in a locale: its id when the catalogue lacks it, its source when the source
 * is not valid ICU.
 */
export function formatMessage(catalogue: Catalogue, locale: string, message: RuleMessage): string {
  const source = catalogue[message.id];
  if (source === undefined) return message.id;
  try {
    return String(new IntlMessageFormat(source, locale).format(message.values));
  } catch {
    return source;
  }
}
