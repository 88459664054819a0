import type { ConsentTexts } from './consentTexts';

export const nl: ConsentTexts = {
  settingsLink: 'Cookie-instellingen',
  bannerLabel: 'Toestemming voor cookies',
  bannerTitle: 'Wij respecteren uw privacy',
  bannerDescription: 'Wij willen graag meten hoe onze website wordt gebruikt en u passende aanbiedingen tonen. Dat doen we alleen met uw toestemming, die u altijd kunt wijzigen via ‘Cookie-instellingen’ onderaan elke pagina.',
  acceptAll: 'Alles accepteren',
  rejectAll: 'Alles weigeren',
  manage: 'Per doel kiezen',
  preferencesTitle: 'Cookie-instellingen',
  save: 'Mijn keuze opslaan',
  close: 'Sluiten',
  introDescription: 'Kies voor welke doelen wij cookies en vergelijkbare technieken mogen gebruiken. Uw keuze wordt zes maanden bewaard in een cookie van deze website.',
  necessaryTitle: 'Strikt noodzakelijk',
  necessaryDescription: 'Nodig om de website te laten werken (taal, inloggen, deze keuze). Altijd aan.',
  analyticsTitle: 'Statistieken',
  analyticsDescription: 'Anonieme meting van bezoeken en paginaweergaven, zodat we de website kunnen verbeteren.',
  marketingTitle: 'Marketing',
  marketingDescription: 'Meting van onze advertenties en aanbiedingen die bij uw interesses passen.',
};
