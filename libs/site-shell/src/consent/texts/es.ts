import type { ConsentTexts } from './consentTexts';

export const es: ConsentTexts = {
  settingsLink: 'Configuración de cookies',
  bannerLabel: 'Consentimiento de cookies',
  bannerTitle: 'Respetamos su privacidad',
  bannerDescription: 'Nos gustaría medir cómo se utiliza nuestro sitio web y mostrarle ofertas relevantes. Solo lo hacemos con su consentimiento, que puede cambiar en cualquier momento en «Configuración de cookies», al pie de cada página.',
  acceptAll: 'Aceptar todo',
  rejectAll: 'Rechazar todo',
  manage: 'Elegir por finalidad',
  preferencesTitle: 'Configuración de cookies',
  save: 'Guardar mi elección',
  close: 'Cerrar',
  introDescription: 'Elija para qué finalidades podemos usar cookies y tecnologías similares. Su elección se guarda durante seis meses en una cookie de este sitio web.',
  necessaryTitle: 'Estrictamente necesarias',
  necessaryDescription: 'Necesarias para que el sitio web funcione (idioma, acceso, esta elección). Siempre activas.',
  analyticsTitle: 'Estadísticas',
  analyticsDescription: 'Medición anónima de visitas y páginas vistas para mejorar el sitio web.',
  marketingTitle: 'Marketing',
  marketingDescription: 'Medición de nuestra publicidad y ofertas acordes con sus intereses.',
};
