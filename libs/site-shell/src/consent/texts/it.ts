import type { ConsentTexts } from './consentTexts';

export const it: ConsentTexts = {
  settingsLink: 'Impostazioni cookie',
  bannerLabel: 'Consenso ai cookie',
  bannerTitle: 'Rispettiamo la tua privacy',
  bannerDescription: 'Vorremmo misurare come viene usato il nostro sito e mostrarti offerte pertinenti. Lo facciamo solo con il tuo consenso, che puoi modificare in qualsiasi momento da «Impostazioni cookie» in fondo a ogni pagina.',
  acceptAll: 'Accetta tutto',
  rejectAll: 'Rifiuta tutto',
  manage: 'Scegli per finalità',
  preferencesTitle: 'Impostazioni cookie',
  save: 'Salva la mia scelta',
  close: 'Chiudi',
  introDescription: 'Scegli per quali finalità possiamo usare cookie e tecnologie simili. La tua scelta resta salvata per sei mesi in un cookie di questo sito.',
  necessaryTitle: 'Strettamente necessari',
  necessaryDescription: 'Necessari al funzionamento del sito (lingua, accesso, questa scelta). Sempre attivi.',
  analyticsTitle: 'Statistiche',
  analyticsDescription: 'Misurazione anonima di visite e pagine viste, per migliorare il sito.',
  marketingTitle: 'Marketing',
  marketingDescription: 'Misurazione della nostra pubblicità e offerte in linea con i tuoi interessi.',
};
