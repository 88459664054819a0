import { createSpecTranslator } from './createSpecTranslator';

/**
 * A specification label in the page's locale: the seed writes the labels in English, and each
 * locale gets the word its key-machine makers print on a data sheet, so a label reads in the same
 * language as its value (`specValue`). German keeps the labels its pages always had.
 */
export const specLabel = createSpecTranslator({
  // Machines.
  Power: { de: 'Leistung', es: 'Potencia', pt: 'Potência', fr: 'Puissance', it: 'Potenza', ro: 'Putere', nl: 'Vermogen', ru: 'Мощность' },
  Voltage: { de: 'Spannung', es: 'Tensión', pt: 'Tensão', fr: 'Tension', it: 'Tensione', ro: 'Tensiune', nl: 'Spanning', ru: 'Напряжение' },
  'Spindle speed': { de: 'Spindeldrehzahl', es: 'Velocidad del husillo', pt: 'Velocidade do fuso', fr: 'Vitesse de broche', it: 'Velocità mandrino', ro: 'Turația axului', nl: 'Spiltoerental', ru: 'Частота вращения шпинделя' },
  'Cutter speed': { de: 'Fräserdrehzahl', es: 'Velocidad de la fresa', pt: 'Velocidade da fresa', fr: 'Vitesse de fraise', it: 'Velocità fresa', ro: 'Turația frezei', nl: 'Freestoerental', ru: 'Частота вращения фрезы' },
  'Cutter diameter': { de: 'Fräserdurchmesser', es: 'Diámetro de la fresa', pt: 'Diâmetro da fresa', fr: 'Diamètre de fraise', it: 'Diametro fresa', ro: 'Diametrul frezei', nl: 'Freesdiameter', ru: 'Диаметр фрезы' },
  'Cycle time': { de: 'Taktzeit', es: 'Tiempo de ciclo', pt: 'Tempo de ciclo', fr: 'Temps de cycle', it: 'Tempo ciclo', ro: 'Timp de ciclu', nl: 'Cyclustijd', ru: 'Время цикла' },
  'Travel X/Y': { de: 'Verfahrweg X/Y', es: 'Recorrido X/Y', pt: 'Curso X/Y', fr: 'Course X/Y', it: 'Corsa X/Y', ro: 'Cursă X/Y', nl: 'Verplaatsing X/Y', ru: 'Ход по осям X/Y' },
  'Depth accuracy': { de: 'Tiefengenauigkeit', es: 'Precisión de profundidad', pt: 'Precisão de profundidade', fr: 'Précision en profondeur', it: 'Precisione di profondità', ro: 'Precizia adâncimii', nl: 'Dieptenauwkeurigheid', ru: 'Точность по глубине' },
  Axes: { de: 'Achsen', es: 'Ejes', pt: 'Eixos', fr: 'Axes', it: 'Assi', ro: 'Axe', nl: 'Assen', ru: 'Число осей' },
  Screen: { de: 'Bildschirm', es: 'Pantalla', pt: 'Ecrã', fr: 'Écran', it: 'Schermo', ro: 'Ecran', nl: 'Scherm', ru: 'Экран' },
  Connectivity: { de: 'Anschlüsse', es: 'Conectividad', pt: 'Conectividade', fr: 'Connectivité', it: 'Connettività', ro: 'Conectivitate', nl: 'Connectiviteit', ru: 'Интерфейсы' },
  'Profiles stored': { de: 'Gespeicherte Profile', es: 'Perfiles memorizados', pt: 'Perfis memorizados', fr: 'Profils mémorisés', it: 'Profili memorizzati', ro: 'Profiluri memorate', nl: 'Opgeslagen profielen', ru: 'Сохранённые профили' },
  Clamp: { de: 'Spannbacke', es: 'Mordaza', pt: 'Mordente', fr: 'Mâchoire', it: 'Morsetto', ro: 'Menghină', nl: 'Klembek', ru: 'Зажим' },
  Pins: { de: 'Stifte', es: 'Pitones', pt: 'Pinos', fr: 'Goupilles', it: 'Pistoncini', ro: 'Știfturi', nl: 'Stiften', ru: 'Штифты' },
  Drive: { de: 'Antrieb', es: 'Accionamiento', pt: 'Acionamento', fr: 'Entraînement', it: 'Azionamento', ro: 'Acționare', nl: 'Aandrijving', ru: 'Привод' },
  Battery: { de: 'Akku', es: 'Batería', pt: 'Bateria', fr: 'Batterie', it: 'Batteria', ro: 'Acumulator', nl: 'Accu', ru: 'Аккумулятор' },
  'Cuts per charge': { de: 'Schnitte pro Akkuladung', es: 'Cortes por carga', pt: 'Cortes por carga', fr: 'Coupes par charge', it: 'Tagli per carica', ro: 'Tăieturi pe încărcare', nl: 'Sneden per acculading', ru: 'Резов на одном заряде' },
  Weight: { de: 'Gewicht', es: 'Peso', pt: 'Peso', fr: 'Poids', it: 'Peso', ro: 'Greutate', nl: 'Gewicht', ru: 'Вес' },

  // Key blanks.
  Profile: { de: 'Profil', es: 'Perfil', pt: 'Perfil', fr: 'Profil', it: 'Profilo', ro: 'Profil', nl: 'Profiel', ru: 'Профиль' },
  Material: { de: 'Material', es: 'Material', pt: 'Material', fr: 'Matériau', it: 'Materiale', ro: 'Material', nl: 'Materiaal', ru: 'Материал' },
  'Blade length': { de: 'Blattlänge', es: 'Longitud de la hoja', pt: 'Comprimento da lâmina', fr: 'Longueur de lame', it: 'Lunghezza lama', ro: 'Lungimea lamei', nl: 'Bladlengte', ru: 'Длина лезвия' },
  'Blade thickness': { de: 'Blattstärke', es: 'Espesor de la hoja', pt: 'Espessura da lâmina', fr: 'Épaisseur de lame', it: 'Spessore lama', ro: 'Grosimea lamei', nl: 'Bladdikte', ru: 'Толщина лезвия' },
  Cuts: { de: 'Einschnitte', es: 'Cortes', pt: 'Cortes', fr: 'Crans', it: 'Tagli', ro: 'Crestături', nl: 'Inkepingen', ru: 'Число вырезов' },

  // Accessories.
  Sides: { de: 'Seiten', es: 'Caras', pt: 'Faces', fr: 'Faces', it: 'Lati', ro: 'Fețe', nl: 'Zijden', ru: 'Число сторон' },
  Diameter: { de: 'Durchmesser', es: 'Diámetro', pt: 'Diâmetro', fr: 'Diamètre', it: 'Diametro', ro: 'Diametru', nl: 'Diameter', ru: 'Диаметр' },
  Teeth: { de: 'Zähne', es: 'Dientes', pt: 'Dentes', fr: 'Dents', it: 'Denti', ro: 'Dinți', nl: 'Tanden', ru: 'Число зубьев' },
  Bore: { de: 'Bohrung', es: 'Agujero', pt: 'Furo', fr: 'Alésage', it: 'Foro', ro: 'Alezaj', nl: 'Boring', ru: 'Посадочное отверстие' },
  'Tip diameters': { de: 'Spitzendurchmesser', es: 'Diámetros de punta', pt: 'Diâmetros da ponta', fr: 'Diamètres de pointe', it: 'Diametri punta', ro: 'Diametrele vârfurilor', nl: 'Puntdiameters', ru: 'Диаметры наконечников' },
  Accuracy: { de: 'Genauigkeit', es: 'Precisión', pt: 'Precisão', fr: 'Précision', it: 'Precisione', ro: 'Precizie', nl: 'Nauwkeurigheid', ru: 'Точность' },
  Range: { de: 'Reichweite', es: 'Rango de medida', pt: 'Gama de medição', fr: 'Plage de mesure', it: 'Campo di misura', ro: 'Domeniu de măsurare', nl: 'Meetbereik', ru: 'Диапазон измерений' },
});
