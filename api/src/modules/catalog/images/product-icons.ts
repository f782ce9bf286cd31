import { BRAND } from './svg';

/**
 * Flat pictograms, each drawn in a 200 × 200 box, chosen from the product's menu path. Imported
 * products in new menu items still get the icon of their category.
 */
export type IconKind =
  | 'bullet' | 'dome' | 'ptz' | 'fisheye' | 'recorder' | 'drive' | 'switch' | 'bracket' | 'monitor' | 'software'
  | 'panel' | 'motion' | 'contact' | 'keypad' | 'siren' | 'transmitter' | 'battery' | 'power'
  | 'smoke' | 'fire-panel' | 'flame' | 'call-point' | 'beacon' | 'extinguisher'
  | 'reader' | 'card' | 'lock' | 'door-station' | 'exit' | 'controller';

const RULES: Array<[RegExp, IconKind]> = [
  [/bullet/, 'bullet'], [/ptz/, 'ptz'], [/fisheye/, 'fisheye'], [/dome|turret/, 'dome'],
  [/opptakere/, 'recorder'], [/harddisk|minnekort|lagring/, 'drive'], [/nettverk|poe/, 'switch'],
  [/brakett|koblingsboks|tilbehor/, 'bracket'], [/skjerm|svarapparat/, 'monitor'], [/programvare/, 'software'],
  [/sentralapparat|utvidelse/, 'panel'], [/pir|dual-tech|utendors-detektor|glassknus/, 'motion'],
  [/magnetkontakt/, 'contact'], [/betjeningspanel|kodetastatur/, 'keypad'], [/sirene|klokker/, 'siren'],
  [/alarmsender|kommunikasjon/, 'transmitter'], [/batteri/, 'battery'], [/stromforsyning/, 'power'],
  [/brannsentral/, 'fire-panel'], [/flamme/, 'flame'], [/manuelle/, 'call-point'], [/blitz|alarmorgan/, 'beacon'],
  [/slokke|brannslukk|brannteppe/, 'extinguisher'], [/royk|branndetektor|co-varsler/, 'smoke'],
  [/kort-og-brikker/, 'card'], [/kortleser|lesere/, 'reader'], [/laser|sluttstykke/, 'lock'],
  [/dorstasjon|dortelefoni/, 'door-station'], [/utgangsknapp/, 'exit'], [/kontroller/, 'controller'],
];

const CATEGORY_FALLBACK: Record<string, IconKind> = {
  innbruddsalarm: 'motion',
  kameraovervakning: 'dome',
  brannprodukter: 'smoke',
  adgangskontroll: 'reader',
};

export function iconKindFor(categoryPath: string): IconKind {
  const rule = RULES.find(([pattern]) => pattern.test(categoryPath));
  return rule ? rule[1] : (CATEGORY_FALLBACK[categoryPath.split(':')[0] ?? ''] ?? 'panel');
}

const { red, navy, steel, light, white } = BRAND;
const shell = '#f7f9fc';
const line = `stroke="${navy}" stroke-width="4" stroke-linejoin="round"`;

export const ICONS: Record<IconKind, string> = {
  bullet:
    `<rect x="92" y="120" width="16" height="50" fill="${steel}"/><rect x="60" y="164" width="80" height="14" rx="4" fill="${navy}"/>` +
    `<rect x="30" y="62" width="140" height="62" rx="14" fill="${shell}" ${line}/><path d="M22 58h150v14H22z" fill="${navy}"/>` +
    `<rect x="150" y="72" width="26" height="42" rx="6" fill="${navy}"/><circle cx="163" cy="93" r="11" fill="#1c3b66"/><circle cx="166" cy="90" r="4" fill="${white}"/>` +
    `<circle cx="48" cy="78" r="5" fill="${red}"/>`,
  dome:
    `<rect x="30" y="118" width="140" height="20" rx="8" fill="${shell}" ${line}/>` +
    `<path d="M42 118a58 58 0 0 1 116 0z" fill="#1c3b66" ${line}/><circle cx="100" cy="96" r="18" fill="${navy}"/>` +
    `<circle cx="100" cy="96" r="8" fill="#3d6aa3"/><circle cx="104" cy="92" r="3" fill="${white}"/><circle cx="144" cy="128" r="4" fill="${red}"/>`,
  ptz:
    `<rect x="88" y="20" width="24" height="40" fill="${steel}"/><rect x="60" y="14" width="80" height="12" rx="4" fill="${navy}"/>` +
    `<rect x="56" y="58" width="88" height="34" rx="10" fill="${shell}" ${line}/>` +
    `<path d="M50 92h100a50 50 0 0 1-100 0z" fill="#1c3b66" ${line}/><circle cx="100" cy="118" r="15" fill="${navy}"/><circle cx="104" cy="114" r="4" fill="${white}"/>`,
  fisheye:
    `<ellipse cx="100" cy="118" rx="78" ry="26" fill="${shell}" ${line}/><ellipse cx="100" cy="108" rx="78" ry="26" fill="${light}" ${line}/>` +
    `<circle cx="100" cy="106" r="20" fill="${navy}"/><circle cx="100" cy="106" r="9" fill="#3d6aa3"/><circle cx="148" cy="108" r="4" fill="${red}"/>`,
  recorder:
    `<rect x="18" y="70" width="164" height="60" rx="8" fill="${shell}" ${line}/><rect x="30" y="84" width="60" height="8" rx="3" fill="${light}"/>` +
    `<rect x="30" y="100" width="60" height="8" rx="3" fill="${light}"/><circle cx="150" cy="100" r="6" fill="${red}"/><circle cx="130" cy="100" r="6" fill="#2e7d32"/>` +
    `<rect x="26" y="130" width="14" height="8" fill="${navy}"/><rect x="160" y="130" width="14" height="8" fill="${navy}"/>`,
  drive:
    `<rect x="40" y="30" width="120" height="150" rx="10" fill="${shell}" ${line}/><circle cx="100" cy="90" r="42" fill="${light}" ${line}/>` +
    `<circle cx="100" cy="90" r="8" fill="${navy}"/><path d="M100 90l40 52" stroke="${red}" stroke-width="8" stroke-linecap="round"/>`,
  switch:
    `<rect x="14" y="72" width="172" height="56" rx="6" fill="${shell}" ${line}/>` +
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${26 + i * 17}" y="${i % 2 ? 104 : 84}" width="13" height="12" fill="${navy}"/>`).join('') +
    `<rect x="168" y="86" width="10" height="24" fill="${red}"/>`,
  bracket:
    `<path d="M40 30h40v100h80v40H40z" fill="${shell}" ${line}/><circle cx="60" cy="52" r="6" fill="${navy}"/><circle cx="60" cy="108" r="6" fill="${navy}"/>` +
    `<circle cx="140" cy="150" r="6" fill="${red}"/>`,
  monitor:
    `<rect x="20" y="34" width="160" height="104" rx="8" fill="${navy}"/><rect x="30" y="44" width="140" height="84" fill="#1c3b66"/>` +
    `<path d="M30 44h70v42H30zM100 86h70v42h-70z" fill="#2b5587"/><rect x="90" y="138" width="20" height="22" fill="${steel}"/><rect x="60" y="158" width="80" height="10" rx="4" fill="${navy}"/>`,
  software:
    `<rect x="22" y="36" width="156" height="128" rx="10" fill="${shell}" ${line}/><path d="M22 62h156" ${line}/>` +
    `<circle cx="38" cy="49" r="5" fill="${red}"/><circle cx="54" cy="49" r="5" fill="${steel}"/><path d="M84 86v52l44-26z" fill="${navy}"/>`,
  panel:
    `<rect x="36" y="24" width="128" height="152" rx="8" fill="${shell}" ${line}/><rect x="52" y="40" width="96" height="34" rx="4" fill="${navy}"/>` +
    `<rect x="58" y="50" width="40" height="6" fill="#7fa7d9"/>` +
    [0, 1, 2].map((row) => [0, 1, 2].map((col) => `<rect x="${56 + col * 32}" y="${88 + row * 26}" width="24" height="18" rx="4" fill="${light}" stroke="${steel}" stroke-width="2"/>`).join('')).join('') +
    `<circle cx="150" cy="162" r="5" fill="${red}"/>`,
  motion:
    `<rect x="52" y="26" width="96" height="148" rx="40" fill="${shell}" ${line}/><path d="M64 80a36 36 0 0 1 72 0v18H64z" fill="#3a3f4b"/>` +
    `<path d="M76 80v18M88 70v28M100 66v32M112 70v28M124 80v18" stroke="#6b7280" stroke-width="2"/><circle cx="100" cy="140" r="6" fill="${red}"/>`,
  contact:
    `<rect x="30" y="70" width="66" height="40" rx="6" fill="${shell}" ${line}/><rect x="108" y="78" width="62" height="26" rx="6" fill="${shell}" ${line}/>` +
    `<path d="M40 130h50M116 122h46" stroke="${steel}" stroke-width="6" stroke-linecap="round"/><circle cx="50" cy="90" r="5" fill="${red}"/>`,
  keypad:
    `<rect x="42" y="20" width="116" height="160" rx="12" fill="${shell}" ${line}/><rect x="56" y="34" width="88" height="30" rx="4" fill="${navy}"/>` +
    [0, 1, 2, 3].map((row) => [0, 1, 2].map((col) => `<circle cx="${72 + col * 28}" cy="${84 + row * 24}" r="9" fill="${light}" stroke="${steel}" stroke-width="2"/>`).join('')).join(''),
  siren:
    `<path d="M40 80h30l40-34v108l-40-34H40z" fill="${red}" ${line}/><path d="M128 74a36 36 0 0 1 0 52M144 58a60 60 0 0 1 0 84" fill="none" stroke="${navy}" stroke-width="8" stroke-linecap="round"/>`,
  transmitter:
    `<rect x="40" y="80" width="120" height="90" rx="8" fill="${shell}" ${line}/><path d="M132 80V40" stroke="${navy}" stroke-width="6"/>` +
    `<path d="M112 36a24 24 0 0 1 40 0M102 24a40 40 0 0 1 60 0" fill="none" stroke="${red}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="64" cy="104" r="6" fill="#2e7d32"/><circle cx="84" cy="104" r="6" fill="${red}"/>`,
  battery:
    `<rect x="30" y="60" width="140" height="100" rx="8" fill="${navy}"/><rect x="50" y="46" width="26" height="16" fill="${steel}"/><rect x="124" y="46" width="26" height="16" fill="${red}"/>` +
    `<path d="M56 110h24M68 98v24M124 110h24" stroke="${white}" stroke-width="6"/>`,
  power:
    `<rect x="34" y="34" width="132" height="132" rx="10" fill="${shell}" ${line}/><path d="M108 52l-38 56h28l-8 42 40-60h-28z" fill="${red}"/>`,
  smoke:
    `<ellipse cx="100" cy="112" rx="80" ry="24" fill="${light}" ${line}/><path d="M20 108a80 40 0 0 1 160 0" fill="${shell}" ${line}/>` +
    `<path d="M52 102h96M60 90h80" stroke="${steel}" stroke-width="3"/><circle cx="100" cy="76" r="8" fill="${red}"/>`,
  'fire-panel':
    `<rect x="24" y="28" width="152" height="144" rx="8" fill="${red}"/><rect x="38" y="44" width="124" height="40" rx="4" fill="${navy}"/>` +
    `<rect x="46" y="56" width="70" height="6" fill="#7fa7d9"/>` +
    [0, 1, 2, 3, 4].map((i) => `<circle cx="${50 + i * 25}" cy="106" r="7" fill="${i === 0 ? '#ffcc00' : white}"/>`).join('') +
    `<rect x="46" y="128" width="108" height="28" rx="4" fill="${white}"/>`,
  flame:
    `<rect x="40" y="40" width="120" height="120" rx="14" fill="${shell}" ${line}/>` +
    `<path d="M100 62c22 26 30 40 30 56a30 30 0 0 1-60 0c0-12 6-20 14-28 0 10 4 16 10 18-4-18 0-30 6-46z" fill="${red}"/>`,
  'call-point':
    `<rect x="36" y="36" width="128" height="128" rx="10" fill="${red}"/><rect x="58" y="58" width="84" height="84" rx="4" fill="${white}"/>` +
    `<path d="M100 74l-26 24v30h52V98z" fill="none" stroke="${red}" stroke-width="6"/>`,
  beacon:
    `<rect x="50" y="130" width="100" height="32" rx="6" fill="${shell}" ${line}/><path d="M62 130a38 52 0 0 1 76 0z" fill="${red}" ${line}/>` +
    `<path d="M30 70l18 12M170 70l-18 12M100 30v20M56 40l12 16M144 40l-12 16" stroke="${red}" stroke-width="6" stroke-linecap="round"/>`,
  extinguisher:
    `<rect x="70" y="56" width="60" height="124" rx="22" fill="${red}"/><rect x="86" y="36" width="28" height="22" fill="${navy}"/>` +
    `<path d="M114 42h36l10 20" fill="none" stroke="${navy}" stroke-width="8" stroke-linecap="round"/><rect x="78" y="100" width="44" height="36" rx="4" fill="${white}"/>`,
  reader:
    `<rect x="60" y="18" width="80" height="164" rx="14" fill="${navy}"/><rect x="70" y="30" width="60" height="110" rx="8" fill="#1c3b66"/>` +
    `<path d="M88 70a16 16 0 0 1 0 24M98 62a28 28 0 0 1 0 40M108 54a40 40 0 0 1 0 56" fill="none" stroke="${white}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="100" cy="160" r="7" fill="#2e7d32"/>`,
  card:
    `<rect x="24" y="50" width="152" height="100" rx="12" fill="${navy}"/><rect x="44" y="76" width="34" height="26" rx="4" fill="#e0b84a"/>` +
    `<path d="M44 126h70" stroke="${white}" stroke-width="6"/><circle cx="150" cy="80" r="10" fill="${red}"/>`,
  lock:
    `<path d="M66 92V70a34 34 0 0 1 68 0v22" fill="none" stroke="${navy}" stroke-width="14"/><rect x="46" y="90" width="108" height="88" rx="10" fill="${red}"/>` +
    `<circle cx="100" cy="126" r="12" fill="${white}"/><rect x="95" y="130" width="10" height="26" fill="${white}"/>`,
  'door-station':
    `<rect x="58" y="16" width="84" height="168" rx="10" fill="${shell}" ${line}/><circle cx="100" cy="46" r="14" fill="${navy}"/><circle cx="100" cy="46" r="6" fill="#3d6aa3"/>` +
    `<path d="M78 84h44M78 94h44M78 104h44" stroke="${steel}" stroke-width="3"/><rect x="78" y="124" width="44" height="24" rx="6" fill="${red}"/>`,
  exit:
    `<rect x="40" y="40" width="120" height="120" rx="12" fill="#2e7d32"/><rect x="62" y="62" width="52" height="76" fill="none" stroke="${white}" stroke-width="6"/>` +
    `<path d="M100 100h44M132 86l14 14-14 14" fill="none" stroke="${white}" stroke-width="6" stroke-linecap="round"/>`,
  controller:
    `<rect x="26" y="40" width="148" height="120" rx="8" fill="${shell}" ${line}/>` +
    [0, 1, 2, 3, 4, 5].map((i) => `<rect x="${38 + i * 21}" y="50" width="16" height="18" fill="#2e7d32"/><rect x="${38 + i * 21}" y="132" width="16" height="18" fill="#2e7d32"/>`).join('') +
    `<rect x="70" y="84" width="60" height="32" rx="4" fill="${navy}"/><circle cx="150" cy="100" r="5" fill="${red}"/>`,
};
