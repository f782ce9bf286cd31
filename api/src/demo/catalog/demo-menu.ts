import type { MenuItemRow } from '../../modules/catalog';

interface MenuNode {
  slug: string;
  nb: string;
  en: string;
  children?: MenuNode[];
}

/** The product menu of the four categories, down to three levels (spec §3 filter menu). */
const DEMO_MENU: MenuNode[] = [
  {
    slug: 'innbruddsalarm', nb: 'Innbruddsalarm', en: 'Intruder alarm',
    children: [
      { slug: 'sentralapparater', nb: 'Sentralapparater', en: 'Control panels', children: [
        { slug: 'hybride-sentraler', nb: 'Hybride sentraler', en: 'Hybrid control panels' },
        { slug: 'tradlose-sentraler', nb: 'Trådløse sentraler', en: 'Wireless control panels' },
      ] },
      { slug: 'detektorer', nb: 'Detektorer', en: 'Detectors', children: [
        { slug: 'pir-detektorer', nb: 'PIR-detektorer', en: 'PIR detectors' },
        { slug: 'dual-tech-detektorer', nb: 'Dual-tech-detektorer', en: 'Dual-technology detectors' },
        { slug: 'magnetkontakter', nb: 'Magnetkontakter', en: 'Magnetic contacts' },
        { slug: 'glassknusdetektorer', nb: 'Glassknusdetektorer', en: 'Glass-break detectors' },
        { slug: 'utendors-detektorer', nb: 'Utendørs detektorer', en: 'Outdoor detectors' },
      ] },
      { slug: 'betjeningspaneler', nb: 'Betjeningspaneler', en: 'Keypads', children: [
        { slug: 'lcd-paneler', nb: 'LCD-betjeningspaneler', en: 'LCD keypads' },
        { slug: 'beroringspaneler', nb: 'Berøringspaneler', en: 'Touchscreen keypads' },
      ] },
      { slug: 'sirener', nb: 'Sirener', en: 'Sirens', children: [
        { slug: 'innendors-sirener', nb: 'Innendørs sirener', en: 'Indoor sirens' },
        { slug: 'utendors-sirener', nb: 'Utendørs sirener', en: 'Outdoor sirens' },
      ] },
      { slug: 'kommunikasjon', nb: 'Kommunikasjon', en: 'Communication', children: [
        { slug: 'alarmsendere', nb: 'Alarmsendere', en: 'Alarm transmitters' },
        { slug: 'utvidelsesmoduler', nb: 'Utvidelsesmoduler', en: 'Expansion modules' },
      ] },
      { slug: 'stromforsyning', nb: 'Strømforsyning', en: 'Power supply', children: [
        { slug: 'batterier', nb: 'Batterier', en: 'Batteries' },
        { slug: 'stromforsyninger', nb: 'Strømforsyninger', en: 'Power supply units' },
      ] },
    ],
  },
  {
    slug: 'kameraovervakning', nb: 'Kameraovervåkning', en: 'Camera surveillance',
    children: [
      { slug: 'ip-kameraer', nb: 'IP-kameraer', en: 'IP cameras', children: [
        { slug: 'bullet-kameraer', nb: 'Bullet-kameraer', en: 'Bullet cameras' },
        { slug: 'dome-kameraer', nb: 'Dome-kameraer', en: 'Dome cameras' },
        { slug: 'turret-kameraer', nb: 'Turret-kameraer', en: 'Turret cameras' },
        { slug: 'ptz-kameraer', nb: 'PTZ-kameraer', en: 'PTZ cameras' },
        { slug: 'fisheye-kameraer', nb: 'Fisheye-kameraer', en: 'Fisheye cameras' },
      ] },
      { slug: 'analoge-kameraer', nb: 'Analoge HD-kameraer', en: 'Analogue HD cameras', children: [
        { slug: 'bullet-kameraer', nb: 'Bullet-kameraer', en: 'Bullet cameras' },
        { slug: 'dome-kameraer', nb: 'Dome-kameraer', en: 'Dome cameras' },
      ] },
      { slug: 'opptakere', nb: 'Opptakere', en: 'Recorders', children: [
        { slug: 'nvr-opptakere', nb: 'Nettverksopptakere (NVR)', en: 'Network video recorders (NVR)' },
        { slug: 'dvr-opptakere', nb: 'Analoge opptakere (DVR)', en: 'Digital video recorders (DVR)' },
      ] },
      { slug: 'lagring', nb: 'Lagring', en: 'Storage', children: [
        { slug: 'harddisker', nb: 'Harddisker', en: 'Hard drives' },
        { slug: 'minnekort', nb: 'Minnekort', en: 'Memory cards' },
      ] },
      { slug: 'nettverk', nb: 'Nettverk', en: 'Networking', children: [
        { slug: 'poe-svitsjer', nb: 'PoE-svitsjer', en: 'PoE switches' },
        { slug: 'poe-injektorer', nb: 'PoE-injektorer', en: 'PoE injectors' },
      ] },
      { slug: 'tilbehor', nb: 'Tilbehør', en: 'Accessories', children: [
        { slug: 'braketter', nb: 'Braketter og fester', en: 'Brackets and mounts' },
        { slug: 'koblingsbokser', nb: 'Koblingsbokser', en: 'Junction boxes' },
      ] },
      { slug: 'skjermer', nb: 'Overvåkingsskjermer', en: 'Surveillance monitors' },
      { slug: 'programvare', nb: 'Programvare og lisenser', en: 'Software and licences' },
    ],
  },
  {
    slug: 'brannprodukter', nb: 'Brannprodukter', en: 'Fire products',
    children: [
      { slug: 'roykvarslere', nb: 'Røykvarslere', en: 'Smoke alarms', children: [
        { slug: 'optiske-roykvarslere', nb: 'Optiske røykvarslere', en: 'Optical smoke alarms' },
        { slug: 'seriekoblede-roykvarslere', nb: 'Seriekoblede røykvarslere', en: 'Interconnected smoke alarms' },
      ] },
      { slug: 'brannsentraler', nb: 'Brannsentraler', en: 'Fire alarm panels', children: [
        { slug: 'adresserbare-sentraler', nb: 'Adresserbare brannsentraler', en: 'Addressable fire panels' },
        { slug: 'konvensjonelle-sentraler', nb: 'Konvensjonelle brannsentraler', en: 'Conventional fire panels' },
      ] },
      { slug: 'branndetektorer', nb: 'Branndetektorer', en: 'Fire detectors', children: [
        { slug: 'roykdetektorer', nb: 'Røykdetektorer', en: 'Smoke detectors' },
        { slug: 'varmedetektorer', nb: 'Varmedetektorer', en: 'Heat detectors' },
        { slug: 'multisensordetektorer', nb: 'Multisensordetektorer', en: 'Multi-sensor detectors' },
        { slug: 'flammedetektorer', nb: 'Flammedetektorer', en: 'Flame detectors' },
      ] },
      { slug: 'manuelle-meldere', nb: 'Manuelle brannmeldere', en: 'Manual call points' },
      { slug: 'alarmorganer', nb: 'Alarmorganer', en: 'Sounders and beacons', children: [
        { slug: 'klokker-og-sirener', nb: 'Klokker og sirener', en: 'Bells and sounders' },
        { slug: 'blitzlys', nb: 'Blitzlys', en: 'Beacons' },
      ] },
      { slug: 'slokkeutstyr', nb: 'Slokkeutstyr', en: 'Extinguishing equipment', children: [
        { slug: 'brannslukkere', nb: 'Brannslukkere', en: 'Fire extinguishers' },
        { slug: 'branntepper', nb: 'Branntepper', en: 'Fire blankets' },
      ] },
      { slug: 'co-varslere', nb: 'CO-varslere', en: 'Carbon monoxide alarms' },
    ],
  },
  {
    slug: 'adgangskontroll', nb: 'Adgangskontroll', en: 'Access control',
    children: [
      { slug: 'kortlesere', nb: 'Kortlesere', en: 'Card readers', children: [
        { slug: 'rfid-lesere', nb: 'RFID-lesere', en: 'RFID readers' },
        { slug: 'kodetastaturer', nb: 'Kodetastaturer', en: 'Keypad readers' },
        { slug: 'biometriske-lesere', nb: 'Biometriske lesere', en: 'Biometric readers' },
        { slug: 'mobillesere', nb: 'Mobil- og QR-lesere', en: 'Mobile and QR readers' },
      ] },
      { slug: 'dorkontrollere', nb: 'Dørkontrollere', en: 'Door controllers', children: [
        { slug: 'en-dors-kontrollere', nb: 'Kontrollere for én dør', en: 'Single-door controllers' },
        { slug: 'flerdors-kontrollere', nb: 'Kontrollere for flere dører', en: 'Multi-door controllers' },
      ] },
      { slug: 'kort-og-brikker', nb: 'Kort og brikker', en: 'Cards and tags' },
      { slug: 'laser', nb: 'Låser', en: 'Locks', children: [
        { slug: 'elektriske-sluttstykker', nb: 'Elektriske sluttstykker', en: 'Electric strikes' },
        { slug: 'magnetlaser', nb: 'Magnetlåser', en: 'Magnetic locks' },
        { slug: 'motorlaser', nb: 'Motorlåser', en: 'Motorised locks' },
      ] },
      { slug: 'dortelefoni', nb: 'Dørtelefoni', en: 'Door entry', children: [
        { slug: 'dorstasjoner', nb: 'Dørstasjoner', en: 'Door stations' },
        { slug: 'svarapparater', nb: 'Svarapparater', en: 'Indoor monitors' },
      ] },
      { slug: 'utgangsknapper', nb: 'Utgangsknapper', en: 'Exit buttons' },
      { slug: 'adgangsprogramvare', nb: 'Programvare', en: 'Software' },
    ],
  },
];

export function demoMenuRows(): MenuItemRow[] {
  const rows: MenuItemRow[] = [];
  const visit = (nodes: MenuNode[], parentId: string | null) =>
    nodes.forEach((node, position) => {
      const id = parentId ? `${parentId}:${node.slug}` : node.slug;
      rows.push({ id, parentId, position, title: { nb: node.nb, en: node.en } });
      visit(node.children ?? [], id);
    });
  visit(DEMO_MENU, null);
  return rows;
}
