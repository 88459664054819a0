import type { LocaleCode } from '@clavis/i18n-routing';

/**
 * German for the seed's specification labels (the seed writes them in English). Like the other
 * fixture copy, German pages get German labels and every other locale English. The values are
 * `specValue`'s, translated in every locale.
 */
const german: Readonly<Record<string, string>> = {
  Weight: 'Gewicht',
  Power: 'Leistung',
  'Spindle speed': 'Spindeldrehzahl',
  Material: 'Material',
  'Cutter speed': 'Fräserdrehzahl',
  'Cutter diameter': 'Fräserdurchmesser',
  Voltage: 'Spannung',
  'Cycle time': 'Taktzeit',
  'Travel X/Y': 'Verfahrweg X/Y',
  'Tip diameters': 'Spitzendurchmesser',
  Teeth: 'Zähne',
  Sides: 'Seiten',
  Screen: 'Bildschirm',
  Range: 'Reichweite',
  'Profiles stored': 'Gespeicherte Profile',
  Profile: 'Profil',
  Pins: 'Stifte',
  Drive: 'Antrieb',
  Diameter: 'Durchmesser',
  'Depth accuracy': 'Tiefengenauigkeit',
  Cuts: 'Einschnitte',
  'Cuts per charge': 'Schnitte pro Akkuladung',
  Connectivity: 'Anschlüsse',
  Clamp: 'Spannbacke',
  Bore: 'Bohrung',
  'Blade thickness': 'Blattstärke',
  'Blade length': 'Blattlänge',
  Battery: 'Akku',
  Axes: 'Achsen',
  Accuracy: 'Genauigkeit',
};

/** A specification label in the page's locale. */
export function specText(locale: LocaleCode, text: string): string {
  return locale === 'de' ? (german[text] ?? text) : text;
}
