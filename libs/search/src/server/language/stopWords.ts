import type { SearchLocale } from './stemmers';

/**
 * The commonest function words of each locale, folded (Algolia's `removeStopWords`): a question
 * such as "wie schneide ich einen Autoschlüssel" is looked up by the words that carry its meaning.
 */
const STOP_WORDS: Record<SearchLocale, string> = {
  en: 'a an and are as at be by can do does for from how i in is it me my of on or the to what where which who why with you your',
  de: 'am an auf aus bei das dem den der des die ein eine einem einen einer eines fur ich im in ist mit mein meine mich oder und von vom was wie wo zu zum zur',
  es: 'a al como con de del el en es la las lo los mi para por que se su un una y',
  pt: 'a as com como da das de do dos e em eu meu minha na no o os para por que um uma',
  fr: 'a au aux avec ce comment de des du en est et je la le les ma mon ou par pour que qui un une',
  it: 'a al come con da del della di e il in la le lo mi mia mio per che un una',
  ro: 'a al ale cu cum de din este eu in la mea meu o pe pentru si un una',
  nl: 'de een en het hoe ik in is met mijn of op te van voor wat',
  ru: 'в во для и как на о по с у я мой моя что это',
};

const sets = new Map<SearchLocale, Set<string>>();

/** Whether a folded word is a stop word of the locale. */
export function isStopWord(locale: SearchLocale, word: string): boolean {
  let set = sets.get(locale);
  if (!set) sets.set(locale, (set = new Set(STOP_WORDS[locale].split(' '))));
  return set.has(word);
}
