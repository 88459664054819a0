import type { ConsentTexts } from './consentTexts';

export const ro: ConsentTexts = {
  settingsLink: 'Setări cookie',
  bannerLabel: 'Consimțământ pentru cookie-uri',
  bannerTitle: 'Vă respectăm confidențialitatea',
  bannerDescription: 'Am dori să măsurăm modul în care este folosit site-ul nostru și să vă arătăm oferte relevante. Facem acest lucru doar cu consimțământul dumneavoastră, pe care îl puteți schimba oricând din „Setări cookie”, în partea de jos a fiecărei pagini.',
  acceptAll: 'Acceptă tot',
  rejectAll: 'Refuză tot',
  manage: 'Alegeți după scop',
  preferencesTitle: 'Setări cookie',
  save: 'Salvează alegerea',
  close: 'Închide',
  introDescription: 'Alegeți în ce scopuri putem folosi cookie-uri și tehnologii similare. Alegerea dumneavoastră este păstrată șase luni într-un cookie al acestui site.',
  necessaryTitle: 'Strict necesare',
  necessaryDescription: 'Necesare pentru funcționarea site-ului (limbă, autentificare, această alegere). Mereu active.',
  analyticsTitle: 'Statistici',
  analyticsDescription: 'Măsurarea anonimă a vizitelor și a paginilor vizualizate, pentru a îmbunătăți site-ul.',
  marketingTitle: 'Marketing',
  marketingDescription: 'Măsurarea publicității noastre și oferte potrivite intereselor dumneavoastră.',
};
