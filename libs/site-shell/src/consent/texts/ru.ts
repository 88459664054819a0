import type { ConsentTexts } from './consentTexts';

export const ru: ConsentTexts = {
  settingsLink: 'Настройки cookie',
  bannerLabel: 'Согласие на использование cookie',
  bannerTitle: 'Мы уважаем вашу конфиденциальность',
  bannerDescription: 'Мы хотели бы измерять, как используется наш сайт, и показывать вам подходящие предложения. Мы делаем это только с вашего согласия, которое вы можете изменить в любой момент в разделе «Настройки cookie» внизу каждой страницы.',
  acceptAll: 'Принять все',
  rejectAll: 'Отклонить все',
  manage: 'Выбрать по целям',
  preferencesTitle: 'Настройки cookie',
  save: 'Сохранить выбор',
  close: 'Закрыть',
  introDescription: 'Выберите, для каких целей мы можем использовать cookie и похожие технологии. Ваш выбор хранится шесть месяцев в cookie этого сайта.',
  necessaryTitle: 'Строго необходимые',
  necessaryDescription: 'Нужны для работы сайта (язык, вход, этот выбор). Всегда включены.',
  analyticsTitle: 'Статистика',
  analyticsDescription: 'Анонимный учёт посещений и просмотров страниц, чтобы мы могли улучшать сайт.',
  marketingTitle: 'Маркетинг',
  marketingDescription: 'Оценка нашей рекламы и предложения, соответствующие вашим интересам.',
};
