import { createSpecTranslator } from './createSpecTranslator';

/**
 * A specification value in the page's locale. The seed writes the worded values (materials,
 * profiles, drives...) in English; each locale gets its key maker's word for them. Numbers, units
 * and alloy codes (CuZn39Pb3) stay as they are; German keeps the wording its pages always had.
 */
export const specValue = createSpecTranslator({
  // Key-blank materials.
  'nickel silver CuNi12Zn24': { de: 'Neusilber CuNi12Zn24', es: 'alpaca CuNi12Zn24', pt: 'alpaca CuNi12Zn24', fr: 'maillechort CuNi12Zn24', it: 'alpacca CuNi12Zn24', ro: 'alpaca CuNi12Zn24', nl: 'nieuwzilver CuNi12Zn24', ru: 'нейзильбер CuNi12Zn24' },
  'nickel silver CuNi18Zn20': { de: 'Neusilber CuNi18Zn20', es: 'alpaca CuNi18Zn20', pt: 'alpaca CuNi18Zn20', fr: 'maillechort CuNi18Zn20', it: 'alpacca CuNi18Zn20', ro: 'alpaca CuNi18Zn20', nl: 'nieuwzilver CuNi18Zn20', ru: 'нейзильбер CuNi18Zn20' },
  'nickel silver CuNi10Zn27': { de: 'Neusilber CuNi10Zn27', es: 'alpaca CuNi10Zn27', pt: 'alpaca CuNi10Zn27', fr: 'maillechort CuNi10Zn27', it: 'alpacca CuNi10Zn27', ro: 'alpaca CuNi10Zn27', nl: 'nieuwzilver CuNi10Zn27', ru: 'нейзильбер CuNi10Zn27' },
  'nickel silver, hardened': { de: 'Neusilber, gehärtet', es: 'alpaca, templada', pt: 'alpaca, temperada', fr: 'maillechort, trempé', it: 'alpacca, temprata', ro: 'alpaca, călită', nl: 'nieuwzilver, gehard', ru: 'нейзильбер, закалённый' },
  'nickel silver with plastic head': { de: 'Neusilber mit Kunststoffkopf', es: 'alpaca con cabeza de plástico', pt: 'alpaca com cabeça de plástico', fr: 'maillechort avec tête plastique', it: 'alpacca con testa in plastica', ro: 'alpaca cu cap din plastic', nl: 'nieuwzilver met kunststof kop', ru: 'нейзильбер с пластиковой головкой' },
  'brass CuZn39Pb3': { de: 'Messing CuZn39Pb3', es: 'latón CuZn39Pb3', pt: 'latão CuZn39Pb3', fr: 'laiton CuZn39Pb3', it: 'ottone CuZn39Pb3', ro: 'alamă CuZn39Pb3', nl: 'messing CuZn39Pb3', ru: 'латунь CuZn39Pb3' },
  'brass CuZn39Pb3, nickel-plated': { de: 'Messing CuZn39Pb3, vernickelt', es: 'latón CuZn39Pb3, niquelado', pt: 'latão CuZn39Pb3, niquelado', fr: 'laiton CuZn39Pb3, nickelé', it: 'ottone CuZn39Pb3, nichelato', ro: 'alamă CuZn39Pb3, nichelată', nl: 'messing CuZn39Pb3, vernikkeld', ru: 'латунь CuZn39Pb3, никелированная' },
  'brass, nickel-plated': { de: 'Messing, vernickelt', es: 'latón, niquelado', pt: 'latão, niquelado', fr: 'laiton, nickelé', it: 'ottone, nichelato', ro: 'alamă, nichelată', nl: 'messing, vernikkeld', ru: 'латунь, никелированная' },
  'brass with ABS head': { de: 'Messing mit ABS-Kopf', es: 'latón con cabeza de ABS', pt: 'latão com cabeça em ABS', fr: 'laiton avec tête ABS', it: 'ottone con testa in ABS', ro: 'alamă cu cap din ABS', nl: 'messing met ABS-kop', ru: 'латунь с головкой из ABS' },
  'brass with coloured head': { de: 'Messing mit farbigem Kopf', es: 'latón con cabeza de color', pt: 'latão com cabeça colorida', fr: 'laiton avec tête de couleur', it: 'ottone con testa colorata', ro: 'alamă cu cap colorat', nl: 'messing met gekleurde kop', ru: 'латунь с цветной головкой' },
  'hardened steel, zinc-plated': { de: 'gehärteter Stahl, verzinkt', es: 'acero templado, cincado', pt: 'aço temperado, zincado', fr: 'acier trempé, zingué', it: 'acciaio temprato, zincato', ro: 'oțel călit, zincat', nl: 'gehard staal, verzinkt', ru: 'закалённая сталь, оцинкованная' },

  // Key-blank profiles.
  'internal track, two-track': { de: 'Innenprofil, zweispurig', es: 'perfil interior, dos pistas', pt: 'perfil interior, duas pistas', fr: 'profil intérieur, deux pistes', it: 'profilo interno, a due tracce', ro: 'profil interior, două piste', nl: 'binnenprofiel, tweesporig', ru: 'внутренний профиль, двухдорожечный' },
  'internal track with transponder chamber': { de: 'Innenprofil mit Transponderkammer', es: 'perfil interior con alojamiento para transpondedor', pt: 'perfil interior com alojamento para transponder', fr: 'profil intérieur avec logement de transpondeur', it: 'profilo interno con alloggiamento transponder', ro: 'profil interior cu locaș pentru transponder', nl: 'binnenprofiel met transponderkamer', ru: 'внутренний профиль с отсеком для транспондера' },
  'edge cut, flat key': { de: 'Außenprofil, Flachschlüssel', es: 'perfil exterior, llave plana', pt: 'perfil exterior, chave plana', fr: 'profil extérieur, clé plate', it: 'profilo esterno, chiave piatta', ro: 'profil exterior, cheie plată', nl: 'buitenprofiel, platte sleutel', ru: 'внешний профиль, плоский ключ' },
  'reversible key, symmetric': { de: 'Wendeschlüssel, symmetrisch', es: 'llave reversible, simétrica', pt: 'chave reversível, simétrica', fr: 'clé réversible, symétrique', it: 'chiave reversibile, simmetrica', ro: 'cheie reversibilă, simetrică', nl: 'keersleutel, symmetrisch', ru: 'двусторонний ключ, симметричный' },
  'flip-key blade': { de: 'Klappschlüssel-Klinge', es: 'hoja para llave navaja', pt: 'lâmina para chave canivete', fr: 'lame de clé rétractable', it: 'lama per chiave a scatto', ro: 'lamă pentru cheie briceag', nl: 'klapsleutelblad', ru: 'лезвие выкидного ключа' },
  'central wave track': { de: 'Wellenspur, mittig', es: 'pista ondulada central', pt: 'pista ondulada central', fr: 'piste ondulée centrale', it: 'traccia ondulata centrale', ro: 'pistă ondulată centrală', nl: 'golfspoor in het midden', ru: 'центральная волнообразная дорожка' },
  'side track, single-sided': { de: 'Seitenspur, einseitig', es: 'pista lateral, una cara', pt: 'pista lateral, uma face', fr: 'piste latérale, simple face', it: 'traccia laterale, su un lato', ro: 'pistă laterală, o singură față', nl: 'zijspoor, enkelzijdig', ru: 'боковая дорожка, односторонняя' },
  'euro profile cylinder, 5 pins': { de: 'Profilzylinder, 5 Stifte', es: 'cilindro de perfil europeo, 5 pitones', pt: 'cilindro de perfil europeu, 5 pinos', fr: 'cylindre européen, 5 goupilles', it: 'cilindro europeo, 5 pistoncini', ro: 'cilindru cu profil european, 5 știfturi', nl: 'europrofielcilinder, 5 stiften', ru: 'цилиндр европрофиля, 5 штифтов' },
  'euro profile cylinder, 6 pins': { de: 'Profilzylinder, 6 Stifte', es: 'cilindro de perfil europeo, 6 pitones', pt: 'cilindro de perfil europeu, 6 pinos', fr: 'cylindre européen, 6 goupilles', it: 'cilindro europeo, 6 pistoncini', ro: 'cilindru cu profil european, 6 știfturi', nl: 'europrofielcilinder, 6 stiften', ru: 'цилиндр европрофиля, 6 штифтов' },
  'paracentric profile': { de: 'Paracentric-Profil', es: 'perfil paracéntrico', pt: 'perfil paracêntrico', fr: 'profil paracentrique', it: 'profilo paracentrico', ro: 'profil paracentric', nl: 'paracentrisch profiel', ru: 'парацентрический профиль' },
  'dimples, 2 rows': { de: 'Bohrmulden, 2 Reihen', es: 'puntos, 2 filas', pt: 'pontos, 2 filas', fr: 'empreintes, 2 rangées', it: 'punzonature, 2 file', ro: 'adâncituri, 2 rânduri', nl: 'putjes, 2 rijen', ru: 'лунки, 2 ряда' },
  'dimples, 3 rows': { de: 'Bohrmulden, 3 Reihen', es: 'puntos, 3 filas', pt: 'pontos, 3 filas', fr: 'empreintes, 3 rangées', it: 'punzonature, 3 file', ro: 'adâncituri, 3 rânduri', nl: 'putjes, 3 rijen', ru: 'лунки, 3 ряда' },
  'dimples, 4 rows': { de: 'Bohrmulden, 4 Reihen', es: 'puntos, 4 filas', pt: 'pontos, 4 filas', fr: 'empreintes, 4 rangées', it: 'punzonature, 4 file', ro: 'adâncituri, 4 rânduri', nl: 'putjes, 4 rijen', ru: 'лунки, 4 ряда' },

  // Machines and accessories.
  'hardened steel': { de: 'gehärteter Stahl', es: 'acero templado', pt: 'aço temperado', fr: 'acier trempé', it: 'acciaio temprato', ro: 'oțel călit', nl: 'gehard staal', ru: 'закалённая сталь' },
  carbide: { de: 'Hartmetall', es: 'metal duro', pt: 'metal duro', fr: 'carbure', it: 'metallo duro', ro: 'carbură metalică', nl: 'hardmetaal', ru: 'твёрдый сплав' },
  'hand crank': { de: 'Handkurbel', es: 'manivela', pt: 'manivela', fr: 'manivelle', it: 'manovella', ro: 'manivelă', nl: 'handslinger', ru: 'ручной привод' },
  '4-sided jaw': { de: 'Vierseitige Spannbacke', es: 'mordaza de 4 caras', pt: 'mordente de 4 faces', fr: 'mâchoire à 4 faces', it: 'morsetto a 4 lati', ro: 'menghină cu 4 fețe', nl: '4-zijdige klembek', ru: '4-сторонний зажим' },
  'Wi-Fi, Ethernet': { de: 'WLAN, Ethernet', es: 'Wi-Fi, Ethernet', pt: 'Wi-Fi, Ethernet', fr: 'Wi-Fi, Ethernet', it: 'Wi-Fi, Ethernet', ro: 'Wi-Fi, Ethernet', nl: 'wifi, ethernet', ru: 'Wi-Fi, Ethernet' },
});
