import type { ConsentTexts } from './consentTexts';

export const pt: ConsentTexts = {
  settingsLink: 'Definições de cookies',
  bannerLabel: 'Consentimento de cookies',
  bannerTitle: 'Respeitamos a sua privacidade',
  bannerDescription: 'Gostaríamos de medir a utilização do nosso website e de lhe mostrar ofertas relevantes. Só o fazemos com o seu consentimento, que pode alterar a qualquer momento em «Definições de cookies», no fundo de cada página.',
  acceptAll: 'Aceitar tudo',
  rejectAll: 'Rejeitar tudo',
  manage: 'Escolher por finalidade',
  preferencesTitle: 'Definições de cookies',
  save: 'Guardar a minha escolha',
  close: 'Fechar',
  introDescription: 'Escolha para que finalidades podemos utilizar cookies e tecnologias semelhantes. A sua escolha fica guardada durante seis meses num cookie deste website.',
  necessaryTitle: 'Estritamente necessários',
  necessaryDescription: 'Necessários para o funcionamento do website (idioma, início de sessão, esta escolha). Sempre ativos.',
  analyticsTitle: 'Estatísticas',
  analyticsDescription: 'Medição anónima de visitas e visualizações de páginas, para melhorarmos o website.',
  marketingTitle: 'Marketing',
  marketingDescription: 'Medição da nossa publicidade e ofertas adequadas aos seus interesses.',
};
