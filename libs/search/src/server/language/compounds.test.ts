/** @jest-environment node */
import { createAnalyzer } from './createAnalyzer';
import { createCompoundSplitter, MAX_LOOKUPS, MAX_PARTS } from './compounds';

function taught(locale: 'de' | 'nl' | 'en', text: string) {
  const analyzer = createAnalyzer(locale);
  analyzer.compounds.learn(analyzer.tokenize(text));
  return analyzer;
}

describe('German compounds', () => {
  const analyzer = taught('de', 'Schlüssel Rohlinge Auto Zylinder Fräse Maschinen Laser Sicherheit Schloss Fahrzeug und für');
  const split = (word: string, whole = false) => analyzer.compounds.split(analyzer.tokenize(word)[0]!, { whole });

  it('splits a compound into the words of the vocabulary, the word itself never among them', () => {
    expect(split('Autoschlüssel')).toEqual(['auto', 'schlussel']);
    expect(split('Zylinderschlüssel')).toEqual(['zylinder', 'schlussel']);
  });

  it('knows a part by its stem (Rohlinge -> Rohling, Maschinen -> Maschine)', () => {
    expect(split('Schlüsselrohling')).toEqual(['schlussel', 'rohling']);
    expect(split('Fräsmaschine')).toEqual(['fras', 'maschine']);
  });

  it('skips the linking elements between parts (Sicherheit·s·schloss)', () => {
    expect(split('Sicherheitsschloss')).toEqual(['sicherheit', 'schloss']);
  });

  it('keeps a beginning it does not know as a part, but not for a query word, whose parts must all be known', () => {
    expect(split('Bohrmuldenschlüssel')).toEqual(['bohrmulden', 'schlussel']);
    expect(split('Bohrmuldenschlüssel', true)).toEqual([]);
  });

  it('splits parts that are compounds again', () => {
    expect(taught('de', 'Schlüssel Fräsmaschine Fräse Maschine').compounds.split('schlusselfrasmaschine')).toEqual(['schlussel', 'frasmaschine', 'fras', 'maschine']);
  });

  it('leaves words alone whose parts would be shorter than four letters or unknown, and codes', () => {
    expect(split('Autos')).toEqual([]);
    expect(split('automatisch')).toEqual([]);
    expect(split('fu-100')).toEqual([]);
    expect(split('Schlüssel')).toEqual([]);
  });

  it('never takes a stop word for a known part', () => {
    expect(taught('de', 'oder Laser').compounds.split('oderlaser', { whole: true })).toEqual([]);
  });

  it('bounds a word: at most MAX_PARTS parts, long words whole', () => {
    const many = taught('de', 'Auto Haus Tuer Laser Code Rohling Kopf Stift');
    expect(many.compounds.split('autohaustuerlasercoderohlingkopfstift').length).toBeLessThanOrEqual(MAX_PARTS);
    expect(many.compounds.split('auto'.repeat(11))).toEqual([]);
    expect(MAX_LOOKUPS).toBeGreaterThan(20 * 20);
  });

  it('learns the words of records saved later', () => {
    const later = taught('de', 'Schlüssel');
    expect(later.compounds.split('tresorschlussel', { whole: true })).toEqual([]);
    later.compounds.learn(['tresor']);
    expect(later.compounds.split('tresorschlussel', { whole: true })).toEqual(['tresor', 'schlussel']);
  });
});

describe('Dutch compounds', () => {
  it('splits with the Dutch linking elements', () => {
    const analyzer = taught('nl', 'sleutel sleutels auto machine veiligheid');
    expect(analyzer.compounds.split('autosleutels')).toEqual(['auto', 'sleutels']);
    expect(analyzer.compounds.split('sleutelmachine')).toEqual(['sleutel', 'machine']);
    expect(analyzer.compounds.split('veiligheidssleutel')).toEqual(['veiligheid', 'sleutel']);
  });
});

it('splits nothing in the other locales', () => {
  const analyzer = taught('en', 'car key');
  expect(analyzer.compounds.enabled).toBe(false);
  expect(analyzer.compounds.split('carkey')).toEqual([]);
});

it('runs the stemmer on a part only when a word of the dictionary begins it', () => {
  let stems = 0;
  const splitter = createCompoundSplitter('de', (word) => {
    stems += 1;
    return word.replace(/e$/, '');
  });
  splitter.learn(['laser']);
  stems = 0;
  expect(splitter.split('xyzwvutsrqponm')).toEqual([]);
  expect(stems).toBe(0);
  expect(splitter.split('xyzwlasere')).toEqual(['xyzw', 'lasere']);
  expect(stems).toBeGreaterThan(0);
});
