import type { LocaleCode } from '@clavis/i18n-routing';

/**
 * German for the seed's specification labels and worded values (the seed writes them in English).
 * Like every other fixture text, German pages get German and every other locale English.
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
  'hardened steel': 'gehärteter Stahl',
  'hand crank': 'Handkurbel',
  carbide: 'Hartmetall',
  'Wi-Fi, Ethernet': 'WLAN, Ethernet',
  '4-sided jaw': 'Vierseitige Spannbacke',
};

/** A specification label or worded value in the page's locale (numbers pass unchanged). */
export function specText(locale: LocaleCode, text: string): string {
  return locale === 'de' ? (german[text] ?? text) : text;
}
