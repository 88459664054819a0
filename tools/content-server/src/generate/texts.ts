// Texts of the fixture site. German and English are complete; the other seven locales carry
// translated titles, slugs and the home page (the minimum), and English body copy. Product
// data sheets are translated in every locale by specLabels.ts and specValues.ts.
import type { LocaleCode } from '@clavis/i18n-routing';
import type { CategoryKey } from './seed';

type PerLocale<T = string> = Record<LocaleCode, T>;

export const SECTION_TITLES: Record<string, PerLocale> = {
  home: { en: 'Home', de: 'Startseite', es: 'Inicio', pt: 'Início', fr: 'Accueil', it: 'Home', ro: 'Acasă', nl: 'Home', ru: 'Главная' },
  aboutUs: { en: 'About us', de: 'Über uns', es: 'Sobre nosotros', pt: 'Sobre nós', fr: 'À propos de nous', it: 'Chi siamo', ro: 'Despre noi', nl: 'Over ons', ru: 'О нас' },
  ourCompany: { en: 'Our company', de: 'Unsere Firma', es: 'Nuestra empresa', pt: 'A nossa empresa', fr: 'Notre entreprise', it: 'La nostra azienda', ro: 'Compania noastră', nl: 'Ons bedrijf', ru: 'Наша компания' },
  afterSales: { en: 'After sales', de: 'Kundendienst', es: 'Posventa', pt: 'Pós-venda', fr: 'Après-vente', it: 'Post vendita', ro: 'Post-vânzare', nl: 'Klantenservice', ru: 'Сервисное обслуживание' },
  contacts: { en: 'Contacts', de: 'Kontakte', es: 'Contactos', pt: 'Contactos', fr: 'Contacts', it: 'Contatti', ro: 'Contacte', nl: 'Contacten', ru: 'Контакты' },
  contactUs: { en: 'Contact us', de: 'Kontaktiere uns', es: 'Contáctanos', pt: 'Contacte-nos', fr: 'Contactez-nous', it: 'Contattaci', ro: 'Contactează-ne', nl: 'Neem contact op', ru: 'Свяжитесь с нами' },
  eventsAndNews: { en: 'Events and news', de: 'Veranstaltungen und Nachrichten', es: 'Eventos y noticias', pt: 'Eventos e notícias', fr: 'Événements et actualités', it: 'Eventi e notizie', ro: 'Evenimente și știri', nl: 'Evenementen en nieuws', ru: 'События и новости' },
  events: { en: 'Events', de: 'Veranstaltungen', es: 'Eventos', pt: 'Eventos', fr: 'Événements', it: 'Eventi', ro: 'Evenimente', nl: 'Evenementen', ru: 'События' },
  newsAboutUs: { en: 'News about us', de: 'Nachrichten über uns', es: 'Noticias sobre nosotros', pt: 'Notícias sobre nós', fr: 'Actualités', it: 'Notizie su di noi', ro: 'Știri despre noi', nl: 'Nieuws over ons', ru: 'Новости о нас' },
  pressReleases: { en: 'Press releases', de: 'Pressemitteilungen', es: 'Notas de prensa', pt: 'Comunicados de imprensa', fr: 'Communiqués de presse', it: 'Comunicati stampa', ro: 'Comunicate de presă', nl: 'Persberichten', ru: 'Пресс-релизы' },
  industrialSolutions: { en: 'Industrial solutions', de: 'Industrielle Lösungen', es: 'Soluciones industriales', pt: 'Soluções industriais', fr: 'Solutions industrielles', it: 'Soluzioni industriali', ro: 'Soluții industriale', nl: 'Industriële oplossingen', ru: 'Промышленные решения' },
  newSolutions: { en: 'New solutions', de: 'Neue Lösungen', es: 'Nuevas soluciones', pt: 'Novas soluções', fr: 'Nouvelles solutions', it: 'Nuove soluzioni', ro: 'Soluții noi', nl: 'Nieuwe oplossingen', ru: 'Новые решения' },
  products: { en: 'Products', de: 'Produkte', es: 'Productos', pt: 'Produtos', fr: 'Produits', it: 'Prodotti', ro: 'Produse', nl: 'Producten', ru: 'Продукция' },
  automotive: { en: 'Automotive', de: 'Automotive', es: 'Automoción', pt: 'Automóvel', fr: 'Automobile', it: 'Automotive', ro: 'Auto', nl: 'Automotive', ru: 'Автомобильные' },
  residential: { en: 'Residential', de: 'Wohnbereich', es: 'Residencial', pt: 'Residencial', fr: 'Résidentiel', it: 'Residenziale', ro: 'Rezidențial', nl: 'Woningbouw', ru: 'Жилые помещения' },
  resources: { en: 'Resources', de: 'Ressourcen', es: 'Recursos', pt: 'Recursos', fr: 'Ressources', it: 'Risorse', ro: 'Resurse', nl: 'Downloads', ru: 'Ресурсы' },
  bulletins: { en: 'Bulletins', de: 'Bulletins', es: 'Boletines', pt: 'Boletins', fr: 'Bulletins', it: 'Bollettini', ro: 'Buletine', nl: 'Bulletins', ru: 'Бюллетени' },
  catalogues: { en: 'Catalogues', de: 'Kataloge', es: 'Catálogos', pt: 'Catálogos', fr: 'Catalogues', it: 'Cataloghi', ro: 'Cataloage', nl: 'Catalogi', ru: 'Каталоги' },
  sellers: { en: 'Sellers', de: 'Verkäufer', es: 'Vendedores', pt: 'Vendedores', fr: 'Revendeurs', it: 'Rivenditori', ro: 'Vânzători', nl: 'Verkopers', ru: 'Продавцы' },
  shops: { en: 'Clavis shops', de: 'Clavis-Shops', es: 'Tiendas Clavis', pt: 'Lojas Clavis', fr: 'Boutiques Clavis', it: 'Negozi Clavis', ro: 'Magazine Clavis', nl: 'Clavis-winkels', ru: 'Магазины Clavis' },
  workWithUs: { en: 'Work with us', de: 'Arbeit bei uns', es: 'Trabaja con nosotros', pt: 'Trabalhe connosco', fr: 'Travailler avec nous', it: 'Lavora con noi', ro: 'Lucrează cu noi', nl: 'Werken bij ons', ru: 'Работа у нас' },
  extranet: { en: 'Extranet', de: 'Extranet', es: 'Extranet', pt: 'Extranet', fr: 'Extranet', it: 'Extranet', ro: 'Extranet', nl: 'Extranet', ru: 'Экстранет' },
  newsBulletins: { en: 'Clavis news bulletins', de: 'Clavis-Nachrichtenbulletins', es: 'Boletines de noticias Clavis', pt: 'Boletins de notícias Clavis', fr: 'Bulletins d’information Clavis', it: 'Bollettini di notizie Clavis', ro: 'Buletine de știri Clavis', nl: 'Clavis-nieuwsbulletins', ru: 'Новостные бюллетени Clavis' },
  photoGallery: { en: 'Photo gallery', de: 'Fotogalerie', es: 'Galería de fotos', pt: 'Galeria de fotos', fr: 'Galerie photos', it: 'Galleria fotografica', ro: 'Galerie foto', nl: 'Fotogalerij', ru: 'Фотогалерея' },
  documentationBuItaly: { en: 'Documentation for BU Italia', de: 'Dokumentation für BU Italia', es: 'Documentación para BU Italia', pt: 'Documentação para BU Italia', fr: 'Documentation pour BU Italia', it: 'Documentazione per BU Italia', ro: 'Documentație pentru BU Italia', nl: 'Documentatie voor BU Italia', ru: 'Документация для BU Italia' },
};

export const HOME: PerLocale<{ title: string; claim: string; intro: string; cta: string }> = {
  en: { title: 'Clavis – keys and key-cutting machines', claim: 'Every key, cut right the first time.', intro: 'Key blanks, key-cutting machines and service for locksmiths, car dealers and hardware stores in more than 90 countries.', cta: 'Discover the products' },
  de: { title: 'Clavis – Schlüssel und Schlüsselfräsmaschinen', claim: 'Jeder Schlüssel, beim ersten Mal richtig gefräst.', intro: 'Schlüsselrohlinge, Schlüsselfräsmaschinen und Service für Schlüsseldienste, Autohäuser und Fachhandel in über 90 Ländern.', cta: 'Produkte entdecken' },
  es: { title: 'Clavis – llaves y máquinas duplicadoras', claim: 'Cada llave, bien cortada a la primera.', intro: 'Llaves en bruto, máquinas duplicadoras y servicio para cerrajeros, concesionarios y ferreterías en más de 90 países.', cta: 'Descubrir los productos' },
  pt: { title: 'Clavis – chaves e máquinas de corte de chaves', claim: 'Cada chave, bem cortada à primeira.', intro: 'Chaves virgens, máquinas de corte e assistência para serralheiros, concessionários e lojas de ferragens em mais de 90 países.', cta: 'Descobrir os produtos' },
  fr: { title: 'Clavis – clés et machines à reproduire les clés', claim: 'Chaque clé, bien taillée du premier coup.', intro: 'Ébauches de clés, machines à tailler et service pour serruriers, concessionnaires et quincailleries dans plus de 90 pays.', cta: 'Découvrir les produits' },
  it: { title: 'Clavis – chiavi e macchine duplicatrici', claim: 'Ogni chiave, tagliata bene al primo colpo.', intro: 'Chiavi grezze, macchine duplicatrici e assistenza per fabbri, concessionari e ferramenta in oltre 90 paesi.', cta: 'Scopri i prodotti' },
  ro: { title: 'Clavis – chei și mașini de copiat chei', claim: 'Fiecare cheie, tăiată corect din prima.', intro: 'Semifabricate de chei, mașini de copiat chei și service pentru lăcătuși, dealeri auto și magazine de feronerie în peste 90 de țări.', cta: 'Descoperă produsele' },
  nl: { title: 'Clavis – sleutels en sleutelfreesmachines', claim: 'Elke sleutel in één keer goed gefreesd.', intro: 'Sleutelblanks, sleutelfreesmachines en service voor slotenmakers, autodealers en ijzerwarenwinkels in meer dan 90 landen.', cta: 'Ontdek de producten' },
  ru: { title: 'Clavis – ключи и станки для изготовления ключей', claim: 'Каждый ключ – точно с первого раза.', intro: 'Заготовки ключей, станки для нарезки ключей и сервис для слесарей, автодилеров и хозяйственных магазинов более чем в 90 странах.', cta: 'Смотреть продукцию' },
};

export const CATEGORIES: Record<CategoryKey, PerLocale<[title: string, slug: string]>> = {
  'car-keys': { en: ['Car keys', 'car-keys'], de: ['Autoschlüssel', 'autoschluessel'], es: ['Llaves de coche', 'llaves-de-coche'], pt: ['Chaves de automóvel', 'chaves-de-automovel'], fr: ['Clés de voiture', 'cles-de-voiture'], it: ['Chiavi auto', 'chiavi-auto'], ro: ['Chei auto', 'chei-auto'], nl: ['Autosleutels', 'autosleutels'], ru: ['Автомобильные ключи', 'avtomobilnye-klyuchi'] },
  'transponder-keys': { en: ['Transponder keys', 'transponder-keys'], de: ['Transponderschlüssel', 'transponderschluessel'], es: ['Llaves con transpondedor', 'llaves-transpondedor'], pt: ['Chaves com transponder', 'chaves-transponder'], fr: ['Clés à transpondeur', 'cles-transpondeur'], it: ['Chiavi transponder', 'chiavi-transponder'], ro: ['Chei cu transponder', 'chei-transponder'], nl: ['Transpondersleutels', 'transpondersleutels'], ru: ['Транспондерные ключи', 'transpondernye-klyuchi'] },
  'laser-cut-blanks': { en: ['Laser-cut blanks', 'laser-cut-blanks'], de: ['Laser-Rohlinge', 'laser-rohlinge'], es: ['Llaves de corte láser', 'llaves-corte-laser'], pt: ['Chaves de corte laser', 'chaves-corte-laser'], fr: ['Ébauches laser', 'ebauches-laser'], it: ['Chiavi a taglio laser', 'chiavi-taglio-laser'], ro: ['Semifabricate laser', 'semifabricate-laser'], nl: ['Lasersleutels', 'lasersleutels'], ru: ['Лазерные заготовки', 'lazernye-zagotovki'] },
  'automotive-machines': { en: ['Automotive machines', 'automotive-machines'], de: ['Maschinen für Fahrzeugschlüssel', 'maschinen-fahrzeugschluessel'], es: ['Máquinas para automoción', 'maquinas-automocion'], pt: ['Máquinas para automóvel', 'maquinas-automovel'], fr: ['Machines automobile', 'machines-automobile'], it: ['Macchine automotive', 'macchine-automotive'], ro: ['Mașini auto', 'masini-auto'], nl: ['Machines voor autosleutels', 'machines-autosleutels'], ru: ['Станки для автоключей', 'stanki-dlya-avtoklyuchej'] },
  'cylinder-keys': { en: ['Cylinder keys', 'cylinder-keys'], de: ['Zylinderschlüssel', 'zylinderschluessel'], es: ['Llaves de cilindro', 'llaves-de-cilindro'], pt: ['Chaves de cilindro', 'chaves-de-cilindro'], fr: ['Clés de cylindre', 'cles-de-cylindre'], it: ['Chiavi per cilindri', 'chiavi-cilindri'], ro: ['Chei pentru cilindri', 'chei-cilindri'], nl: ['Cilindersleutels', 'cilindersleutels'], ru: ['Цилиндровые ключи', 'cilindrovye-klyuchi'] },
  'dimple-keys': { en: ['Dimple keys', 'dimple-keys'], de: ['Bohrmuldenschlüssel', 'bohrmuldenschluessel'], es: ['Llaves de puntos', 'llaves-de-puntos'], pt: ['Chaves de pontos', 'chaves-de-pontos'], fr: ['Clés à pompe', 'cles-a-pompe'], it: ['Chiavi a punzonatura', 'chiavi-punzonatura'], ro: ['Chei cu adâncituri', 'chei-adancituri'], nl: ['Putjessleutels', 'putjessleutels'], ru: ['Ключи с лунками', 'klyuchi-s-lunkami'] },
  'residential-machines': { en: ['Residential machines', 'residential-machines'], de: ['Maschinen für Hausschlüssel', 'maschinen-hausschluessel'], es: ['Máquinas residenciales', 'maquinas-residenciales'], pt: ['Máquinas residenciais', 'maquinas-residenciais'], fr: ['Machines résidentielles', 'machines-residentielles'], it: ['Macchine residenziali', 'macchine-residenziali'], ro: ['Mașini rezidențiale', 'masini-rezidentiale'], nl: ['Machines voor huissleutels', 'machines-huissleutels'], ru: ['Станки для бытовых ключей', 'stanki-dlya-bytovyh-klyuchej'] },
  accessories: { en: ['Accessories', 'accessories'], de: ['Zubehör', 'zubehoer'], es: ['Accesorios', 'accesorios'], pt: ['Acessórios', 'acessorios'], fr: ['Accessoires', 'accessoires'], it: ['Accessori', 'accessori'], ro: ['Accesorii', 'accesorii'], nl: ['Accessoires', 'accessoires'], ru: ['Аксессуары', 'aksessuary'] },
};

/** Title templates: `{x}` is a proper noun (fair, city, product) that needs no translation. */
export const TEMPLATES: Record<string, PerLocale> = {
  news: { en: 'Clavis news: {x}', de: 'Clavis-Neuigkeiten: {x}', es: 'Novedades Clavis: {x}', pt: 'Novidades Clavis: {x}', fr: 'Actualité Clavis : {x}', it: 'Novità Clavis: {x}', ro: 'Noutăți Clavis: {x}', nl: 'Clavis-nieuws: {x}', ru: 'Новости Clavis: {x}' },
  event: { en: 'Clavis at {x}', de: 'Clavis auf der {x}', es: 'Clavis en {x}', pt: 'Clavis na {x}', fr: 'Clavis au salon {x}', it: 'Clavis a {x}', ro: 'Clavis la {x}', nl: 'Clavis op {x}', ru: 'Clavis на выставке {x}' },
  press: { en: 'Press release: {x}', de: 'Pressemitteilung: {x}', es: 'Nota de prensa: {x}', pt: 'Comunicado: {x}', fr: 'Communiqué : {x}', it: 'Comunicato: {x}', ro: 'Comunicat: {x}', nl: 'Persbericht: {x}', ru: 'Пресс-релиз: {x}' },
  shop: { en: 'Clavis shop {x}', de: 'Clavis-Shop {x}', es: 'Tienda Clavis {x}', pt: 'Loja Clavis {x}', fr: 'Boutique Clavis {x}', it: 'Negozio Clavis {x}', ro: 'Magazin Clavis {x}', nl: 'Clavis-winkel {x}', ru: 'Магазин Clavis {x}' },
  job: { en: '{x}', de: '{x} (m/w/d)', es: '{x}', pt: '{x}', fr: '{x} (H/F)', it: '{x}', ro: '{x}', nl: '{x}', ru: '{x}' },
  bulletin: { en: 'Technical bulletin {x}', de: 'Technisches Bulletin {x}', es: 'Boletín técnico {x}', pt: 'Boletim técnico {x}', fr: 'Bulletin technique {x}', it: 'Bollettino tecnico {x}', ro: 'Buletin tehnic {x}', nl: 'Technisch bulletin {x}', ru: 'Технический бюллетень {x}' },
  catalogue: { en: 'Catalogue {x}', de: 'Katalog {x}', es: 'Catálogo {x}', pt: 'Catálogo {x}', fr: 'Catalogue {x}', it: 'Catalogo {x}', ro: 'Catalog {x}', nl: 'Catalogus {x}', ru: 'Каталог {x}' },
};

export const fill = (template: string, x: string) => template.replace('{x}', x);

/** News subjects (proper nouns and product names, the same in every locale). */
export const NEWS_SUBJECTS = [
  'Futura Pro 2026', 'Smart Pro Mini', 'Orion Code Cloud', 'Titan Laser', 'Helix E', 'Sentinel SN-36',
  'Vector VX-18', 'Academy Milano', 'Academy Köln', 'Gamma Dimple', 'Meridian MD-08', 'Jaw Set J-4',
  'Service Hub Lyon', 'Service Hub Valencia', 'Arca AR-54', 'Sigma Tubular', 'Nova Flat', 'Delta Manual',
  'Lumen LM-26', 'Axis Duplicator',
];

export const FAIRS: { name: string; city: string; country: string }[] = [
  { name: 'Security Essen', city: 'Essen', country: 'DE' },
  { name: 'Eisenwarenmesse', city: 'Köln', country: 'DE' },
  { name: 'Automechanika', city: 'Frankfurt', country: 'DE' },
  { name: 'Batimat', city: 'Paris', country: 'FR' },
  { name: 'Sicurezza', city: 'Milano', country: 'IT' },
  { name: 'Sicur', city: 'Madrid', country: 'ES' },
  { name: 'Locksmith Expo', city: 'Birmingham', country: 'GB' },
  { name: 'Motortec', city: 'Madrid', country: 'ES' },
  { name: 'Equip Auto', city: 'Lyon', country: 'FR' },
  { name: 'Clavis Open Day', city: 'Conegliano', country: 'IT' },
];

/**
 * Press release subjects: `key` names the story (its slug, the same in every locale, so the
 * alternates keep one URL shape), the titles are sentences in each locale.
 */
export const PRESS_SUBJECTS: { key: string; title: PerLocale }[] = [
  { key: 'Record year for key-cutting machines', title: { en: 'Record year for key-cutting machines', de: 'Rekordjahr für Schlüsselfräsmaschinen', es: 'Año récord para las máquinas duplicadoras', pt: 'Ano recorde para as máquinas de corte de chaves', fr: 'Année record pour les machines à clés', it: 'Anno record per le macchine duplicatrici', ro: 'An record pentru mașinile de copiat chei', nl: 'Recordjaar voor sleutelfreesmachines', ru: 'Рекордный год для станков по изготовлению ключей' } },
  { key: 'New plant in Conegliano', title: { en: 'New plant in Conegliano', de: 'Neues Werk in Conegliano', es: 'Nueva planta en Conegliano', pt: 'Nova fábrica em Conegliano', fr: 'Nouvelle usine à Conegliano', it: 'Nuovo stabilimento a Conegliano', ro: 'Fabrică nouă la Conegliano', nl: 'Nieuwe fabriek in Conegliano', ru: 'Новый завод в Конельяно' } },
  { key: 'Clavis joins the Green Key alliance', title: { en: 'Clavis joins the Green Key alliance', de: 'Clavis tritt der Green-Key-Allianz bei', es: 'Clavis se une a la alianza Green Key', pt: 'A Clavis adere à aliança Green Key', fr: 'Clavis rejoint l’alliance Green Key', it: 'Clavis entra nell’alleanza Green Key', ro: 'Clavis se alătură alianței Green Key', nl: 'Clavis sluit zich aan bij de Green Key-alliantie', ru: 'Clavis вступает в альянс Green Key' } },
  { key: 'Futura Pro wins design award', title: { en: 'Futura Pro wins design award', de: 'Futura Pro gewinnt Designpreis', es: 'Futura Pro gana un premio de diseño', pt: 'Futura Pro ganha prémio de design', fr: 'Futura Pro remporte un prix de design', it: 'Futura Pro vince un premio di design', ro: 'Futura Pro câștigă un premiu de design', nl: 'Futura Pro wint designprijs', ru: 'Futura Pro получает премию за дизайн' } },
  { key: 'Partnership with European car dealers', title: { en: 'Partnership with European car dealers', de: 'Partnerschaft mit europäischen Autohäusern', es: 'Acuerdo con concesionarios europeos', pt: 'Parceria com concessionários europeus', fr: 'Partenariat avec des concessionnaires européens', it: 'Partnership con i concessionari europei', ro: 'Parteneriat cu dealeri auto europeni', nl: 'Samenwerking met Europese autodealers', ru: 'Партнёрство с европейскими автодилерами' } },
  { key: 'Clavis Academy opens in Köln', title: { en: 'Clavis Academy opens in Köln', de: 'Clavis Academy eröffnet in Köln', es: 'Clavis Academy abre en Colonia', pt: 'Clavis Academy abre em Colónia', fr: 'La Clavis Academy ouvre à Cologne', it: 'La Clavis Academy apre a Colonia', ro: 'Clavis Academy se deschide la Köln', nl: 'Clavis Academy opent in Keulen', ru: 'Clavis Academy открывается в Кёльне' } },
  { key: 'Smart Pro Mini ships worldwide', title: { en: 'Smart Pro Mini ships worldwide', de: 'Smart Pro Mini weltweit erhältlich', es: 'Smart Pro Mini ya se envía a todo el mundo', pt: 'Smart Pro Mini já disponível em todo o mundo', fr: 'Smart Pro Mini livrée dans le monde entier', it: 'Smart Pro Mini disponibile in tutto il mondo', ro: 'Smart Pro Mini, disponibilă în toată lumea', nl: 'Smart Pro Mini wereldwijd leverbaar', ru: 'Smart Pro Mini поставляется по всему миру' } },
  { key: 'Ten thousand Orion Code machines connected', title: { en: 'Ten thousand Orion Code machines connected', de: 'Zehntausend Orion-Code-Maschinen vernetzt', es: 'Diez mil máquinas Orion Code conectadas', pt: 'Dez mil máquinas Orion Code ligadas', fr: 'Dix mille machines Orion Code connectées', it: 'Diecimila macchine Orion Code connesse', ro: 'Zece mii de mașini Orion Code conectate', nl: 'Tienduizend Orion Code-machines verbonden', ru: 'Десять тысяч станков Orion Code в сети' } },
  { key: 'New CEO appointed', title: { en: 'New CEO appointed', de: 'Neuer CEO ernannt', es: 'Nombrado un nuevo consejero delegado', pt: 'Nomeado um novo CEO', fr: 'Nomination d’un nouveau directeur général', it: 'Nominato il nuovo amministratore delegato', ro: 'Un nou CEO a fost numit', nl: 'Nieuwe CEO benoemd', ru: 'Назначен новый генеральный директор' } },
  { key: 'Clavis 2026 sustainability report', title: { en: 'Clavis 2026 sustainability report', de: 'Clavis-Nachhaltigkeitsbericht 2026', es: 'Informe de sostenibilidad 2026 de Clavis', pt: 'Relatório de sustentabilidade 2026 da Clavis', fr: 'Rapport de développement durable 2026 de Clavis', it: 'Bilancio di sostenibilità 2026 di Clavis', ro: 'Raportul de sustenabilitate Clavis 2026', nl: 'Clavis-duurzaamheidsverslag 2026', ru: 'Отчёт Clavis об устойчивом развитии за 2026 год' } },
];

/** A launch announced in a press release of a later series (`CONTENT_SCALE`). */
export const PRESS_LAUNCH: PerLocale = { en: 'Clavis launches {x}', de: 'Clavis stellt {x} vor', es: 'Clavis presenta {x}', pt: 'A Clavis lança {x}', fr: 'Clavis lance {x}', it: 'Clavis presenta {x}', ro: 'Clavis lansează {x}', nl: 'Clavis introduceert {x}', ru: 'Clavis представляет {x}' };

/** The press release that waits for approval (the preview token's only). */
export const PRESS_DRAFT: { key: string; title: PerLocale } = {
  key: 'upcoming-announcement',
  title: { en: 'Upcoming announcement', de: 'Bevorstehende Ankündigung', es: 'Próximo anuncio', pt: 'Próximo anúncio', fr: 'Annonce à venir', it: 'Annuncio in arrivo', ro: 'Anunț în curând', nl: 'Aankondiging volgt', ru: 'Предстоящее объявление' },
};

export const CITIES: { city: string; street: string; postal: string; country: string; lat: number; lng: number }[] = [
  { city: 'Berlin', street: 'Friedrichstraße 112', postal: '10117', country: 'DE', lat: 52.5205, lng: 13.3866 },
  { city: 'Hamburg', street: 'Mönckebergstraße 7', postal: '20095', country: 'DE', lat: 53.5503, lng: 10.0006 },
  { city: 'München', street: 'Sendlinger Straße 24', postal: '80331', country: 'DE', lat: 48.1351, lng: 11.5694 },
  { city: 'Köln', street: 'Hohe Straße 81', postal: '50667', country: 'DE', lat: 50.9375, lng: 6.9573 },
  { city: 'Frankfurt am Main', street: 'Zeil 90', postal: '60313', country: 'DE', lat: 50.1147, lng: 8.6821 },
  { city: 'Stuttgart', street: 'Königstraße 28', postal: '70173', country: 'DE', lat: 48.7784, lng: 9.1800 },
  { city: 'Milano', street: 'Via Torino 51', postal: '20123', country: 'IT', lat: 45.4613, lng: 9.1859 },
  { city: 'Roma', street: 'Via del Corso 303', postal: '00186', country: 'IT', lat: 41.9009, lng: 12.4823 },
  { city: 'Torino', street: 'Via Roma 120', postal: '10121', country: 'IT', lat: 45.0677, lng: 7.6824 },
  { city: 'Madrid', street: 'Calle de Alcalá 87', postal: '28009', country: 'ES', lat: 40.4200, lng: -3.6836 },
  { city: 'Barcelona', street: 'Carrer de Balmes 150', postal: '08008', country: 'ES', lat: 41.3947, lng: 2.1545 },
  { city: 'Valencia', street: 'Carrer de Colón 19', postal: '46004', country: 'ES', lat: 39.4699, lng: -0.3710 },
  { city: 'Paris', street: 'Rue de Rivoli 142', postal: '75001', country: 'FR', lat: 48.8606, lng: 2.3441 },
  { city: 'Lyon', street: 'Rue de la République 45', postal: '69002', country: 'FR', lat: 45.7620, lng: 4.8357 },
  { city: 'Marseille', street: 'La Canebière 62', postal: '13001', country: 'FR', lat: 43.2971, lng: 5.3800 },
  { city: 'Lisboa', street: 'Rua Augusta 210', postal: '1100-053', country: 'PT', lat: 38.7107, lng: -9.1374 },
  { city: 'Bucureşti', street: 'Calea Victoriei 48', postal: '010082', country: 'RO', lat: 44.4378, lng: 26.0969 },
  { city: 'Amsterdam', street: 'Kalverstraat 92', postal: '1012 PH', country: 'NL', lat: 52.3702, lng: 4.8913 },
  { city: 'Wien', street: 'Mariahilfer Straße 77', postal: '1060', country: 'AT', lat: 48.1986, lng: 16.3486 },
  { city: 'London', street: '118 Oxford Street', postal: 'W1D 1LT', country: 'GB', lat: 51.5162, lng: -0.1340 },
];

export const JOBS: { de: string; en: string; department: string }[] = [
  { de: 'Servicetechniker Schlüsselfräsmaschinen', en: 'Service technician for key-cutting machines', department: 'After sales' },
  { de: 'Vertriebsmitarbeiter Automotive', en: 'Sales representative, automotive', department: 'Sales' },
  { de: 'Softwareentwickler Embedded', en: 'Embedded software developer', department: 'R&D' },
  { de: 'Produktmanager Schlüsselrohlinge', en: 'Product manager, key blanks', department: 'Marketing' },
  { de: 'Logistikkoordinator', en: 'Logistics coordinator', department: 'Operations' },
];

export const PEOPLE: { name: string; department: string; role: string }[] = [
  { name: 'Anna Keller', department: 'Sales', role: 'Head of sales DACH' },
  { name: 'Marco Bianchi', department: 'Sales', role: 'Key account automotive' },
  { name: 'Lucía Fernández', department: 'After sales', role: 'Service coordinator' },
  { name: 'Julien Moreau', department: 'Marketing', role: 'Trade marketing' },
  { name: 'Jonas Weber', department: 'Technical support', role: 'Support engineer' },
  { name: 'Sofia Rossi', department: 'Press office', role: 'Press officer' },
];

/** The short pages under the area startpages, German and English; other locales use English copy under a translated title. */
export const SUB_PAGES: Record<string, { slug: PerLocale; title: PerLocale; de: string; en: string }[]> = {
  aboutUs: [
    { slug: { en: 'history', de: 'geschichte', es: 'historia', pt: 'historia', fr: 'histoire', it: 'storia', ro: 'istorie', nl: 'geschiedenis', ru: 'istoriya' }, title: { en: 'Our history', de: 'Unsere Geschichte', es: 'Nuestra historia', pt: 'A nossa história', fr: 'Notre histoire', it: 'La nostra storia', ro: 'Istoria noastră', nl: 'Onze geschiedenis', ru: 'Наша история' }, de: 'Seit 1962 fertigt Clavis Schlüsselrohlinge; 1978 kam die erste Kopierfräse dazu. Heute entwickeln wir elektronische Fräsmaschinen und Software für Schlüsseldienste weltweit.', en: 'Clavis has made key blanks since 1962 and built its first duplicator in 1978. Today we develop electronic cutting machines and software for locksmiths worldwide.' },
    { slug: { en: 'sustainability', de: 'nachhaltigkeit', es: 'sostenibilidad', pt: 'sustentabilidade', fr: 'durabilite', it: 'sostenibilita', ro: 'sustenabilitate', nl: 'duurzaamheid', ru: 'ustojchivost' }, title: { en: 'Sustainability', de: 'Nachhaltigkeit', es: 'Sostenibilidad', pt: 'Sustentabilidade', fr: 'Durabilité', it: 'Sostenibilità', ro: 'Sustenabilitate', nl: 'Duurzaamheid', ru: 'Устойчивое развитие' }, de: 'Unser Messing stammt zu 85 % aus Recycling, die Späne aus der Fertigung gehen zurück in die Gießerei. Seit 2024 arbeitet das Werk mit Solarstrom.', en: '85% of our brass is recycled, and swarf from production goes back to the foundry. Since 2024 the plant has run on solar power.' },
  ],
  ourCompany: [
    { slug: { en: 'management', de: 'geschaeftsleitung', es: 'direccion', pt: 'direcao', fr: 'direction', it: 'direzione', ro: 'conducere', nl: 'directie', ru: 'rukovodstvo' }, title: { en: 'Management', de: 'Geschäftsleitung', es: 'Dirección', pt: 'Direção', fr: 'Direction', it: 'Direzione', ro: 'Conducere', nl: 'Directie', ru: 'Руководство' }, de: 'Die Geschäftsleitung besteht aus vier Mitgliedern mit Verantwortung für Technik, Vertrieb, Finanzen und Betrieb.', en: 'The management board has four members, responsible for engineering, sales, finance and operations.' },
    { slug: { en: 'locations', de: 'standorte', es: 'sedes', pt: 'localizacoes', fr: 'sites', it: 'sedi', ro: 'locatii', nl: 'vestigingen', ru: 'filialy' }, title: { en: 'Locations', de: 'Standorte', es: 'Sedes', pt: 'Localizações', fr: 'Sites', it: 'Sedi', ro: 'Locații', nl: 'Vestigingen', ru: 'Филиалы' }, de: 'Hauptsitz und Werk in Conegliano, Niederlassungen in Köln, Lyon, Valencia und Birmingham.', en: 'Headquarters and plant in Conegliano, branches in Köln, Lyon, Valencia and Birmingham.' },
  ],
  afterSales: [
    { slug: { en: 'repairs', de: 'reparaturen', es: 'reparaciones', pt: 'reparacoes', fr: 'reparations', it: 'riparazioni', ro: 'reparatii', nl: 'reparaties', ru: 'remont' }, title: { en: 'Repairs', de: 'Reparaturen', es: 'Reparaciones', pt: 'Reparações', fr: 'Réparations', it: 'Riparazioni', ro: 'Reparații', nl: 'Reparaties', ru: 'Ремонт' }, de: 'Reparatur innerhalb von fünf Werktagen, Leihmaschine inklusive. Abholung und Rücksendung organisieren wir.', en: 'Repairs within five working days, loan machine included. We arrange collection and return.' },
    { slug: { en: 'software-updates', de: 'software-updates', es: 'actualizaciones', pt: 'atualizacoes', fr: 'mises-a-jour', it: 'aggiornamenti', ro: 'actualizari', nl: 'software-updates', ru: 'obnovleniya' }, title: { en: 'Software updates', de: 'Software-Updates', es: 'Actualizaciones de software', pt: 'Atualizações de software', fr: 'Mises à jour logicielles', it: 'Aggiornamenti software', ro: 'Actualizări software', nl: 'Software-updates', ru: 'Обновления ПО' }, de: 'Neue Schlüsseldaten erscheinen monatlich. Futura, Smart Pro und Orion Code aktualisieren sich über das Netz.', en: 'New key data is released every month. Futura, Smart Pro and Orion Code update themselves over the network.' },
  ],
  industrialSolutions: [
    { slug: { en: 'master-key-systems', de: 'schliessanlagen', es: 'sistemas-amaestrados', pt: 'sistemas-mestre', fr: 'organigrammes', it: 'sistemi-master', ro: 'sisteme-master', nl: 'sluitsystemen', ru: 'mastersistemy' }, title: { en: 'Master-key systems', de: 'Schließanlagen', es: 'Sistemas amaestrados', pt: 'Sistemas de chave mestra', fr: 'Organigrammes', it: 'Sistemi master', ro: 'Sisteme master', nl: 'Sluitsystemen', ru: 'Мастер-системы' }, de: 'Planung und Fertigung von Schließanlagen für Industrie, Kliniken und Verwaltungen.', en: 'Design and manufacture of master-key systems for industry, hospitals and public offices.' },
    { slug: { en: 'fleet-keys', de: 'flottenschluessel', es: 'llaves-de-flota', pt: 'chaves-de-frota', fr: 'cles-de-flotte', it: 'chiavi-flotta', ro: 'chei-flota', nl: 'vlootsleutels', ru: 'klyuchi-avtoparka' }, title: { en: 'Fleet keys', de: 'Flottenschlüssel', es: 'Llaves de flota', pt: 'Chaves de frota', fr: 'Clés de flotte', it: 'Chiavi per flotte', ro: 'Chei pentru flote', nl: 'Vlootsleutels', ru: 'Ключи для автопарков' }, de: 'Ersatzschlüssel für Fuhrparks in Serie, mit Transponder-Programmierung vor Ort.', en: 'Replacement keys for fleets in series, with on-site transponder programming.' },
  ],
  newSolutions: [
    { slug: { en: 'key-cloud', de: 'key-cloud', es: 'key-cloud', pt: 'key-cloud', fr: 'key-cloud', it: 'key-cloud', ro: 'key-cloud', nl: 'key-cloud', ru: 'key-cloud' }, title: { en: 'Key Cloud', de: 'Key Cloud', es: 'Key Cloud', pt: 'Key Cloud', fr: 'Key Cloud', it: 'Key Cloud', ro: 'Key Cloud', nl: 'Key Cloud', ru: 'Key Cloud' }, de: 'Schlüsselcodes und Aufträge zentral verwalten und an jede vernetzte Maschine senden.', en: 'Manage key codes and jobs in one place and send them to any connected machine.' },
    { slug: { en: 'mobile-service', de: 'mobiler-service', es: 'servicio-movil', pt: 'servico-movel', fr: 'service-mobile', it: 'servizio-mobile', ro: 'service-mobil', nl: 'mobiele-service', ru: 'mobilnyj-servis' }, title: { en: 'Mobile service', de: 'Mobiler Service', es: 'Servicio móvil', pt: 'Serviço móvel', fr: 'Service mobile', it: 'Servizio mobile', ro: 'Service mobil', nl: 'Mobiele service', ru: 'Мобильный сервис' }, de: 'Akku-Maschinen und Software für den Schlüsseldienst im Fahrzeug.', en: 'Battery machines and software for key services on the road.' },
  ],
};

/** Slugs of single pages outside the areas. */
export const MISC_SLUGS: Record<string, PerLocale> = {
  privacy: { en: 'privacy', de: 'datenschutz', es: 'privacidad', pt: 'privacidade', fr: 'confidentialite', it: 'privacy', ro: 'confidentialitate', nl: 'privacy', ru: 'konfidencialnost' },
  landing: { en: 'smart-pro-week', de: 'smart-pro-woche', es: 'semana-smart-pro', pt: 'semana-smart-pro', fr: 'semaine-smart-pro', it: 'settimana-smart-pro', ro: 'saptamana-smart-pro', nl: 'smart-pro-week', ru: 'nedelya-smart-pro' },
  sales: { en: 'sales', de: 'vertrieb', es: 'ventas', pt: 'vendas', fr: 'ventes', it: 'vendite', ro: 'vanzari', nl: 'verkoop', ru: 'prodazhi' },
  infoRequest: { en: 'information-request', de: 'informationsanfrage', es: 'solicitud-de-informacion', pt: 'pedido-de-informacao', fr: 'demande-d-information', it: 'richiesta-informazioni', ro: 'cerere-informatii', nl: 'informatieaanvraag', ru: 'zapros-informacii' },
};
