import type { ConsentTexts } from './consentTexts';

export const de: ConsentTexts = {
  settingsLink: 'Cookie-Einstellungen',
  bannerLabel: 'Einwilligung zu Cookies',
  bannerTitle: 'Wir respektieren Ihre Privatsphäre',
  bannerDescription: 'Wir möchten messen, wie unsere Website genutzt wird, und Ihnen passende Angebote zeigen. Das tun wir nur mit Ihrer Einwilligung, die Sie jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite ändern können.',
  acceptAll: 'Alle akzeptieren',
  rejectAll: 'Alle ablehnen',
  manage: 'Nach Zweck auswählen',
  preferencesTitle: 'Cookie-Einstellungen',
  save: 'Auswahl speichern',
  close: 'Schließen',
  introDescription: 'Wählen Sie, für welche Zwecke wir Cookies und ähnliche Technologien verwenden dürfen. Ihre Auswahl wird sechs Monate lang in einem Cookie dieser Website gespeichert.',
  necessaryTitle: 'Unbedingt erforderlich',
  necessaryDescription: 'Für den Betrieb der Website nötig (Sprache, Anmeldung, diese Auswahl). Immer aktiv.',
  analyticsTitle: 'Statistik',
  analyticsDescription: 'Anonyme Messung von Besuchen und Seitenaufrufen, damit wir die Website verbessern können.',
  marketingTitle: 'Marketing',
  marketingDescription: 'Messung unserer Werbung und Angebote, die zu Ihren Interessen passen.',
};
