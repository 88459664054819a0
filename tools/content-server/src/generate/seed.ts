// The hand-written seed of the catalogue: key blanks, key-cutting machines and accessories with
// specifications in real units. Product names are the maker's own (fictional) lines.
import { specValue } from './specValues';

export type Segment = 'automotive' | 'residential';
export type Kind = 'key-blank' | 'machine' | 'accessory';

export interface Spec {
  /** In English; `specLabel` gives the page's locale. */
  key: string;
  /** In English; `specValue` gives the page's locale. */
  value: string;
  unit?: string;
}

export interface ProductSeed {
  slug: string;
  name: string;
  code: string;
  kind: Kind;
  segment: Segment;
  category: CategoryKey;
  /** Two sentences in German and English; every product has its own. */
  de: string;
  en: string;
  specs: Spec[];
  /** A product of a later series: the slug of the seed product whose picture and files it shares. */
  pictureOf?: string;
  /** Drawing parameters: the same product always looks the same, no two look alike. */
  look: { hue: number; shape: number; cuts: number[]; grooves: number };
}

export type CategoryKey =
  | 'car-keys'
  | 'transponder-keys'
  | 'laser-cut-blanks'
  | 'automotive-machines'
  | 'cylinder-keys'
  | 'dimple-keys'
  | 'residential-machines'
  | 'accessories';

export const CATEGORY_KEYS: CategoryKey[] = [
  'car-keys',
  'transponder-keys',
  'laser-cut-blanks',
  'automotive-machines',
  'cylinder-keys',
  'dimple-keys',
  'residential-machines',
  'accessories',
];

export const CATEGORY_SEGMENT: Record<CategoryKey, Segment> = {
  'car-keys': 'automotive',
  'transponder-keys': 'automotive',
  'laser-cut-blanks': 'automotive',
  'automotive-machines': 'automotive',
  'cylinder-keys': 'residential',
  'dimple-keys': 'residential',
  'residential-machines': 'residential',
  accessories: 'residential',
};

interface BlankLine {
  family: string;
  prefix: string;
  category: CategoryKey;
  segment: Segment;
  /** Specification values, in English like every seed value (`specValue` translates them). */
  material: string;
  profile: string;
  groove: string;
  sizes: number[];
  de: string;
  en: string;
}

const blankLines: BlankLine[] = [
  { family: 'Vector', prefix: 'VX', category: 'car-keys', segment: 'automotive', material: 'nickel silver CuNi12Zn24', profile: 'internal track, two-track', groove: 'laser track', sizes: [12, 14, 16, 18], de: 'Zweispuriger Autoschlüssel-Rohling für Fahrzeuge der Mittelklasse', en: 'Two-track car key blank for mid-range vehicles' },
  { family: 'Strada', prefix: 'ST', category: 'car-keys', segment: 'automotive', material: 'brass CuZn39Pb3, nickel-plated', profile: 'edge cut, flat key', groove: 'edge cut', sizes: [21, 23, 25, 27], de: 'Flacher Autoschlüssel-Rohling mit Außenprofil für ältere Fahrzeuge', en: 'Flat edge-cut car key blank for older vehicles' },
  { family: 'Pilot', prefix: 'PL', category: 'car-keys', segment: 'automotive', material: 'nickel silver CuNi18Zn20', profile: 'reversible key, symmetric', groove: 'reversible', sizes: [3, 5, 7], de: 'Symmetrischer Wendeschlüssel-Rohling für Nutzfahrzeuge', en: 'Symmetric reversible key blank for commercial vehicles' },
  { family: 'Orbit', prefix: 'OT', category: 'transponder-keys', segment: 'automotive', material: 'nickel silver with plastic head', profile: 'internal track with transponder chamber', groove: 'laser track', sizes: [40, 44, 46, 48], de: 'Transponderschlüssel mit Glaskapsel-Kammer und ergonomischem Kopf', en: 'Transponder key with glass-capsule chamber and ergonomic head' },
  { family: 'Falco', prefix: 'FC', category: 'transponder-keys', segment: 'automotive', material: 'brass with ABS head', profile: 'flip-key blade', groove: 'edge cut', sizes: [8, 9, 11], de: 'Klappschlüssel-Klinge für Funkgehäuse mit Transponder', en: 'Flip key blade for remote housings with transponder' },
  { family: 'Meridian', prefix: 'MD', category: 'laser-cut-blanks', segment: 'automotive', material: 'nickel silver CuNi12Zn24', profile: 'central wave track', groove: 'wave track', sizes: [2, 4, 6, 8], de: 'Laser-Rohling mit mittiger Wellenspur für hohe Schließsicherheit', en: 'Laser blank with a central wave track for high security' },
  { family: 'Tracer', prefix: 'TR', category: 'laser-cut-blanks', segment: 'automotive', material: 'hardened steel, zinc-plated', profile: 'side track, single-sided', groove: 'side track', sizes: [10, 12, 15], de: 'Einseitiger Laser-Rohling aus gehärtetem Stahl für Motorräder', en: 'Single-sided laser blank in hardened steel for motorcycles' },
  { family: 'Domus', prefix: 'DM', category: 'cylinder-keys', segment: 'residential', material: 'brass CuZn39Pb3', profile: 'euro profile cylinder, 5 pins', groove: 'edge cut', sizes: [1, 2, 3, 4], de: 'Zylinderschlüssel-Rohling für Profilzylinder mit fünf Stiften', en: 'Cylinder key blank for five-pin profile cylinders' },
  { family: 'Portal', prefix: 'PT', category: 'cylinder-keys', segment: 'residential', material: 'brass, nickel-plated', profile: 'euro profile cylinder, 6 pins', groove: 'edge cut', sizes: [6, 7, 9], de: 'Rohling für Haustürzylinder mit sechs Stiften und breitem Kopf', en: 'Blank for six-pin front-door cylinders with a wide bow' },
  { family: 'Civis', prefix: 'CV', category: 'cylinder-keys', segment: 'residential', material: 'nickel silver CuNi10Zn27', profile: 'paracentric profile', groove: 'paracentric', sizes: [11, 13, 15], de: 'Rohling mit Paracentric-Profil für Schließanlagen', en: 'Paracentric-profile blank for master-key systems' },
  { family: 'Sentinel', prefix: 'SN', category: 'dimple-keys', segment: 'residential', material: 'nickel silver CuNi18Zn20', profile: 'dimples, 3 rows', groove: 'dimple', sizes: [30, 32, 34, 36], de: 'Wendeschlüssel mit Bohrmulden in drei Reihen für Sicherheitszylinder', en: 'Dimple key with three rows of cuts for security cylinders' },
  { family: 'Arca', prefix: 'AR', category: 'dimple-keys', segment: 'residential', material: 'nickel silver, hardened', profile: 'dimples, 4 rows', groove: 'dimple', sizes: [50, 52, 54], de: 'Bohrmulden-Rohling mit vier Reihen für Tresor- und Sicherheitsschlösser', en: 'Four-row dimple blank for safe and security locks' },
  { family: 'Lumen', prefix: 'LM', category: 'dimple-keys', segment: 'residential', material: 'brass with coloured head', profile: 'dimples, 2 rows', groove: 'dimple', sizes: [20, 22, 24, 26], de: 'Bohrmulden-Rohling mit farbigem Kunststoffkopf zur Kennzeichnung', en: 'Dimple blank with a coloured plastic bow for marking' },
];

interface MachineSeed {
  slug: string;
  name: string;
  code: string;
  category: CategoryKey;
  segment: Segment;
  de: string;
  en: string;
  specs: Spec[];
}

const machines: MachineSeed[] = [
  { slug: 'futura', name: 'Futura', code: 'FU-100', category: 'automotive-machines', segment: 'automotive', de: 'Elektronische Schlüsselfräsmaschine für Fahrzeug- und Zylinderschlüssel. Ein Werkzeug für Laser-, Bohrmulden- und Flachschlüssel ohne Umrüsten.', en: 'Electronic key-cutting machine for vehicle and cylinder keys. One tool for laser, dimple and flat keys without changing set-up.', specs: [{ key: 'Power', value: '200', unit: 'W' }, { key: 'Voltage', value: '100–240', unit: 'V' }, { key: 'Spindle speed', value: '12000', unit: 'rpm' }, { key: 'Weight', value: '21', unit: 'kg' }, { key: 'Cycle time', value: '45', unit: 's' }] },
  { slug: 'futura-pro', name: 'Futura Pro', code: 'FU-200', category: 'automotive-machines', segment: 'automotive', de: 'Die Futura mit Kamera-Auslesung und doppelter Spannbacke. Schneidet Schlüssel nach Code oder nach Originalschlüssel.', en: 'The Futura with camera reading and a double clamp. Cuts keys by code or from the original key.', specs: [{ key: 'Power', value: '250', unit: 'W' }, { key: 'Voltage', value: '100–240', unit: 'V' }, { key: 'Spindle speed', value: '14000', unit: 'rpm' }, { key: 'Weight', value: '24', unit: 'kg' }, { key: 'Cycle time', value: '38', unit: 's' }] },
  { slug: 'smart-pro-mini', name: 'Smart Pro Mini', code: 'SP-050', category: 'automotive-machines', segment: 'automotive', de: 'Kompakte Akku-Fräsmaschine für den mobilen Schlüsseldienst. Passt in jeden Servicewagen.', en: 'Compact battery key-cutting machine for mobile locksmiths. Fits in any service van.', specs: [{ key: 'Battery', value: '18', unit: 'V' }, { key: 'Cuts per charge', value: '60' }, { key: 'Spindle speed', value: '10000', unit: 'rpm' }, { key: 'Weight', value: '6.8', unit: 'kg' }] },
  { slug: 'smart-pro', name: 'Smart Pro', code: 'SP-150', category: 'automotive-machines', segment: 'automotive', de: 'Vierachsige Fräsmaschine mit Touchscreen und Schlüsseldatenbank. Für Werkstätten mit hohem Durchsatz.', en: 'Four-axis cutting machine with touch screen and key database. For high-volume workshops.', specs: [{ key: 'Axes', value: '4' }, { key: 'Power', value: '300', unit: 'W' }, { key: 'Screen', value: '10.1', unit: 'in' }, { key: 'Weight', value: '29', unit: 'kg' }] },
  { slug: 'titan-laser', name: 'Titan Laser', code: 'TL-400', category: 'automotive-machines', segment: 'automotive', de: 'Robuste Laserschlüssel-Fräse mit Hartmetallfräser für Stahlrohlinge. Für Fuhrparks und Autohäuser.', en: 'Robust laser-key cutter with a carbide cutter for steel blanks. For fleets and dealerships.', specs: [{ key: 'Power', value: '350', unit: 'W' }, { key: 'Cutter diameter', value: '2.5', unit: 'mm' }, { key: 'Travel X/Y', value: '60 × 40', unit: 'mm' }, { key: 'Weight', value: '33', unit: 'kg' }] },
  { slug: 'orion-code', name: 'Orion Code', code: 'OC-120', category: 'automotive-machines', segment: 'automotive', de: 'Codemaschine für Autoschlüssel mit Cloud-Anbindung. Schlüsselcodes kommen direkt aus dem Händlerportal.', en: 'Code machine for car keys with cloud connection. Key codes come straight from the dealer portal.', specs: [{ key: 'Power', value: '220', unit: 'W' }, { key: 'Connectivity', value: 'Wi-Fi, Ethernet' }, { key: 'Spindle speed', value: '13000', unit: 'rpm' }, { key: 'Weight', value: '19', unit: 'kg' }] },
  { slug: 'axis-duplicator', name: 'Axis Duplicator', code: 'AX-010', category: 'residential-machines', segment: 'residential', de: 'Mechanische Kopierfräse für Zylinder- und Flachschlüssel. Einfach, schnell und wartungsarm.', en: 'Mechanical duplicator for cylinder and flat keys. Simple, fast and low-maintenance.', specs: [{ key: 'Power', value: '120', unit: 'W' }, { key: 'Cutter speed', value: '1400', unit: 'rpm' }, { key: 'Cutter diameter', value: '80', unit: 'mm' }, { key: 'Weight', value: '14', unit: 'kg' }] },
  { slug: 'nova-flat', name: 'Nova Flat', code: 'NF-020', category: 'residential-machines', segment: 'residential', de: 'Halbautomatische Fräse für Flachschlüssel mit Schnellspanner. Für Schlüsseldienste im Einzelhandel.', en: 'Semi-automatic flat-key cutter with quick clamp. For retail key services.', specs: [{ key: 'Power', value: '150', unit: 'W' }, { key: 'Cutter speed', value: '1600', unit: 'rpm' }, { key: 'Clamp', value: '4-sided jaw' }, { key: 'Weight', value: '16', unit: 'kg' }] },
  { slug: 'gamma-dimple', name: 'Gamma Dimple', code: 'GD-300', category: 'residential-machines', segment: 'residential', de: 'Bohrmulden-Fräse mit vertikaler Spindel und Mikrometer-Einstellung. Für Sicherheitsschlüssel.', en: 'Dimple cutter with vertical spindle and micrometer adjustment. For security keys.', specs: [{ key: 'Power', value: '180', unit: 'W' }, { key: 'Spindle speed', value: '9000', unit: 'rpm' }, { key: 'Depth accuracy', value: '0.01', unit: 'mm' }, { key: 'Weight', value: '18', unit: 'kg' }] },
  { slug: 'sigma-tubular', name: 'Sigma Tubular', code: 'SG-070', category: 'residential-machines', segment: 'residential', de: 'Fräse für Rundschlüssel mit 7 und 8 Stiften. Für Möbel-, Automaten- und Fahrradschlösser.', en: 'Cutter for tubular keys with 7 and 8 pins. For furniture, vending and bicycle locks.', specs: [{ key: 'Power', value: '90', unit: 'W' }, { key: 'Pins', value: '7 / 8' }, { key: 'Cutter speed', value: '2800', unit: 'rpm' }, { key: 'Weight', value: '9.5', unit: 'kg' }] },
  { slug: 'delta-manual', name: 'Delta Manual', code: 'DL-005', category: 'residential-machines', segment: 'residential', de: 'Handbetriebene Kopierfräse ohne Stromanschluss. Für Märkte, Notdienste und Baustellen.', en: 'Hand-operated duplicator that needs no power. For markets, emergency service and building sites.', specs: [{ key: 'Drive', value: 'hand crank' }, { key: 'Cutter diameter', value: '60', unit: 'mm' }, { key: 'Weight', value: '7.2', unit: 'kg' }] },
  { slug: 'helix-e', name: 'Helix E', code: 'HX-090', category: 'residential-machines', segment: 'residential', de: 'Elektronische Fräse für Zylinder- und Bohrmuldenschlüssel mit automatischer Profilerkennung.', en: 'Electronic cutter for cylinder and dimple keys with automatic profile recognition.', specs: [{ key: 'Power', value: '240', unit: 'W' }, { key: 'Spindle speed', value: '11000', unit: 'rpm' }, { key: 'Profiles stored', value: '8500' }, { key: 'Weight', value: '22', unit: 'kg' }] },
];

const accessories: MachineSeed[] = [
  { slug: 'jaw-set-j4', name: 'Jaw Set J-4', code: 'AC-J4', category: 'accessories', segment: 'residential', de: 'Vierseitige Wechselbacke für Flach-, Bohrmulden-, Laser- und Rundschlüssel.', en: 'Four-sided interchangeable jaw for flat, dimple, laser and tubular keys.', specs: [{ key: 'Sides', value: '4' }, { key: 'Material', value: 'hardened steel' }, { key: 'Weight', value: '420', unit: 'g' }] },
  { slug: 'cutter-hss-80', name: 'Cutter HSS 80', code: 'AC-C80', category: 'accessories', segment: 'residential', de: 'Fräser aus Schnellarbeitsstahl, 80 mm, für Kopierfräsen der Axis- und Nova-Reihe.', en: 'High-speed steel cutter, 80 mm, for Axis and Nova duplicators.', specs: [{ key: 'Diameter', value: '80', unit: 'mm' }, { key: 'Teeth', value: '100' }, { key: 'Bore', value: '16', unit: 'mm' }] },
  { slug: 'tracer-kit-t2', name: 'Tracer Kit T-2', code: 'AC-T2', category: 'accessories', segment: 'residential', de: 'Taststift-Satz mit zwei Spitzen für Laser- und Bohrmuldenschlüssel.', en: 'Tracer set with two tips for laser and dimple keys.', specs: [{ key: 'Tip diameters', value: '1.0 / 1.5', unit: 'mm' }, { key: 'Material', value: 'carbide' }] },
  { slug: 'calibration-gauge-cg1', name: 'Calibration Gauge CG-1', code: 'AC-CG1', category: 'accessories', segment: 'residential', de: 'Kalibrierlehre zur Prüfung der Schnitttiefe auf 0,01 mm genau.', en: 'Calibration gauge to check cut depth to 0.01 mm.', specs: [{ key: 'Accuracy', value: '0.01', unit: 'mm' }, { key: 'Range', value: '0–10', unit: 'mm' }] },
];

/** A deterministic bitting (cut depths 1..9) from a text. */
function bitting(text: string, count: number): number[] {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const cuts: number[] = [];
  for (let i = 0; i < count; i += 1) {
    hash = Math.imul(hash ^ (hash >>> 13), 1274126177) >>> 0;
    cuts.push(1 + (hash % 9));
  }
  return cuts;
}

/**
 * One key blank of a line. Later series (`series` 1, 2...) number their codes after the line's own
 * sizes (VX-12 -> VX-112) and take the material and profile of another line of the same category.
 */
function blankSeed(line: BlankLine, lineIndex: number, size: number, sizeIndex: number, series = 0): ProductSeed {
  const siblings = blankLines.filter((other) => other.category === line.category);
  const donor = series === 0 ? line : (siblings[(siblings.indexOf(line) + series) % siblings.length] as BlankLine);
  const number = `${series === 0 ? '' : series}${String(size).padStart(2, '0')}`;
  const code = `${line.prefix}-${number}`;
  const name = `${line.family} ${code}`;
  const length = 38 + ((size * 7 + lineIndex * 3 + series * 5) % 22);
  const cuts = 5 + ((size + lineIndex + series) % 3);
  const thickness = (2 + ((size + sizeIndex + series) % 5) * 0.1).toFixed(1);
  return {
    slug: `${line.family.toLowerCase()}-${line.prefix.toLowerCase()}${number}`,
    name,
    code,
    kind: 'key-blank',
    segment: line.segment,
    category: line.category,
    de: `${line.de}: ${name} mit ${cuts} Einschnitten und ${length} mm Klingenlänge. Profil ${specValue('de', donor.profile)}, Werkstoff ${specValue('de', donor.material)}.`,
    en: `${line.en}: the ${name}, with ${cuts} cuts and a ${length} mm blade. ${donor.groove[0]?.toUpperCase()}${donor.groove.slice(1)} profile, ${thickness} mm thick.`,
    specs: [
      { key: 'Profile', value: donor.profile },
      { key: 'Material', value: donor.material },
      { key: 'Blade length', value: String(length), unit: 'mm' },
      { key: 'Blade thickness', value: thickness, unit: 'mm' },
      { key: 'Cuts', value: String(cuts) },
      { key: 'Weight', value: (4 + ((size * 3 + series) % 9) * 0.5).toFixed(1), unit: 'g' },
    ],
    look: {
      hue: (lineIndex * 27 + sizeIndex * 9 + series * 17) % 360,
      shape: (lineIndex + sizeIndex) % 4,
      cuts: bitting(code, cuts),
      grooves: 1 + ((lineIndex + size) % 3),
    },
  };
}

/** The editions of a machine or accessory after the first, in the order a maker brings them out. */
const EDITIONS = ['S', 'Plus', 'Evo', 'X', 'HD', 'Duo', 'Max', 'Neo', 'Ultra', 'Compact'];

/** A number-only value ('200', '6.8') changed a little for a later edition, with the same decimals. */
function varied(value: string, series: number, index: number): string {
  if (!/^\d+(\.\d+)?$/.test(value)) return value;
  const decimals = value.split('.')[1]?.length ?? 0;
  const factor = 1 + (((series * 7 + index * 3) % 9) - 4) / 40;
  return (Number(value) * factor).toFixed(decimals);
}

function machineSeed(machine: MachineSeed, index: number, series = 0): ProductSeed {
  const edition = series === 0 ? '' : `${EDITIONS[(series - 1) % EDITIONS.length]}${series > EDITIONS.length ? ` ${Math.ceil(series / EDITIONS.length)}` : ''}`;
  const name = edition ? `${machine.name} ${edition}` : machine.name;
  const code = series === 0 ? machine.code : `${machine.code}-${String(series).padStart(2, '0')}`;
  return {
    slug: edition ? `${machine.slug}-${edition.toLowerCase().replace(/ /g, '-')}` : machine.slug,
    name,
    code,
    kind: machine.category === 'accessories' ? 'accessory' : 'machine',
    segment: machine.segment,
    category: machine.category,
    de: edition ? `${name}, Ausführung ${edition} (${code}). ${machine.de}` : machine.de,
    en: edition ? `The ${name} edition (${code}). ${machine.en}` : machine.en,
    specs: series === 0 ? machine.specs : machine.specs.map((spec, specIndex) => ({ ...spec, value: varied(spec.value, series, specIndex) })),
    look: { hue: (index * 31 + 200 + series * 17) % 360, shape: index % 4, cuts: bitting(code, 6), grooves: 1 + (index % 3) },
  };
}

/**
 * The catalogue: the seed's products, then `scale - 1` further series of every one of them (later
 * blank sizes, later machine editions). A product of a later series shares the picture and data
 * sheet of the seed product it follows (`pictureOf`), so a larger catalogue needs no new files.
 */
export function buildProductSeeds(scale = 1): ProductSeed[] {
  const products: ProductSeed[] = [];
  for (let series = 0; series < scale; series += 1) {
    const of = (seed: ProductSeed, base: ProductSeed) => (series === 0 ? seed : { ...seed, pictureOf: base.slug });
    blankLines.forEach((line, lineIndex) => {
      line.sizes.forEach((size, sizeIndex) => {
        products.push(of(blankSeed(line, lineIndex, size, sizeIndex, series), blankSeed(line, lineIndex, size, sizeIndex)));
      });
    });
    [...machines, ...accessories].forEach((machine, index) => {
      products.push(of(machineSeed(machine, index, series), machineSeed(machine, index)));
    });
  }
  return products;
}
