/**
 * Formats a count with a catalogue's ICU plural message (`{count, plural, one {# result} other
 * {# results}}`) without shipping a message formatter to the browser: exact `=n` branches first,
 * then the locale's plural category, then `other`.
 */
export function formatCount(message: string, count: number, locale: string): string {
  const match = /\{\s*(\w+)\s*,\s*plural\s*,((?:[^{}]|\{[^{}]*\})*)\}/.exec(message);
  if (!match) return message.replace(/#/g, String(count));
  const branches = new Map<string, string>();
  for (const [, key, text] of match[2]!.matchAll(/\s*(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g)) branches.set(key!, text!);
  const category = new Intl.PluralRules(locale).select(count);
  const chosen = branches.get(`=${count}`) ?? branches.get(category) ?? branches.get('other') ?? '';
  const formatted = chosen.replace(/#/g, new Intl.NumberFormat(locale).format(count));
  return message.slice(0, match.index) + formatted + message.slice(match.index + match[0].length);
}
