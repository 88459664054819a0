import type { ConsentTexts } from './consentTexts';

export const fr: ConsentTexts = {
  settingsLink: 'Paramètres des cookies',
  bannerLabel: 'Consentement aux cookies',
  bannerTitle: 'Nous respectons votre vie privée',
  bannerDescription: 'Nous aimerions mesurer l’utilisation de notre site et vous présenter des offres pertinentes. Nous ne le faisons qu’avec votre consentement, que vous pouvez modifier à tout moment via « Paramètres des cookies » en bas de chaque page.',
  acceptAll: 'Tout accepter',
  rejectAll: 'Tout refuser',
  manage: 'Choisir par finalité',
  preferencesTitle: 'Paramètres des cookies',
  save: 'Enregistrer mon choix',
  close: 'Fermer',
  introDescription: 'Choisissez les finalités pour lesquelles nous pouvons utiliser des cookies et des technologies similaires. Votre choix est conservé six mois dans un cookie de ce site.',
  necessaryTitle: 'Strictement nécessaires',
  necessaryDescription: 'Indispensables au fonctionnement du site (langue, connexion, ce choix). Toujours actifs.',
  analyticsTitle: 'Statistiques',
  analyticsDescription: 'Mesure anonyme des visites et des pages vues, pour améliorer le site.',
  marketingTitle: 'Marketing',
  marketingDescription: 'Mesure de nos publicités et offres adaptées à vos centres d’intérêt.',
};
