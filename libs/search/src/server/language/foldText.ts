/**
 * Case and diacritics folding shared by indexing and querying (DESIGN.md section 6): lower case,
 * marks stripped (ș and ş, ț and ţ alike), ß as ss, ё as е; in German also the transcriptions ae,
 * oe and ue as a, o and u, so `Schluessel`, `Schlüssel` and `schlussel` meet on one form.
 */
export function foldText(text: string, locale: string): string {
  let folded = text.toLocaleLowerCase(locale).replace(/ß/g, 'ss').replace(/ё/g, 'е');
  if (locale === 'de') folded = folded.replace(/([a-z])(ae|oe|ue)/g, (_, before: string, pair: string) => before + pair[0]);
  // NFD splits a letter from its marks (ü -> u + U+0308); Cyrillic й keeps its breve, which is a letter of its own.
  return folded
    .normalize('NFD')
    .replace(/(?<![иИ])[\u0300-\u036f]/g, '')
    .normalize('NFC');
}
