import { IntlMessageFormat } from 'intl-messageformat';
import type { RuleMessage } from '../rules';

/** ICU message sources by catalogue id: the part of the catalogue a form's messages need. */
export type MessageSources = Readonly<Record<string, string>>;

const formatters = new Map<string, IntlMessageFormat>();

/** A rule's message in the visitor's language; the id itself if the catalogue lacks it. */
export function formatFormMessage(sources: MessageSources, locale: string, message: RuleMessage): string {
  const source = sources[message.id];
  if (source === undefined) return message.id;
  const key = `${locale}\u0000${source}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new IntlMessageFormat(source, locale);
    formatters.set(key, formatter);
  }
  return String(formatter.format(message.values));
}
