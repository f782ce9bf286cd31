import type { LocalizedText, SpecRow } from '../../modules/catalog';

/** A text in both languages; the English one defaults to the Norwegian (model codes, units). */
export function t(nb: string, en: string = nb): LocalizedText {
  return { nb, en };
}

/** A number as each language writes it: "2,8" in Norwegian, "2.8" in English. */
export function decimal(value: number, digits = 1): LocalizedText {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(digits);
  return { nb: text.replace('.', ','), en: text };
}

/** Joins localized pieces per language: join([decimal(2.8), t(' mm')]) → "2,8 mm" / "2.8 mm". */
export function join(parts: Array<LocalizedText | string>, separator = ''): LocalizedText {
  const texts = parts.map((part) => (typeof part === 'string' ? t(part) : part));
  return { nb: texts.map((text) => text.nb).join(separator), en: texts.map((text) => text.en).join(separator) };
}

export function spec(label: LocalizedText, value: LocalizedText | string | number): SpecRow {
  return { label, value: typeof value === 'object' ? value : t(String(value)) };
}

export function yesNo(value: boolean): LocalizedText {
  return value ? t('Ja', 'Yes') : t('Nei', 'No');
}

/** Recurring spec labels, so the same property reads the same on every product. */
export const LABEL = {
  resolution: t('Oppløsning', 'Resolution'),
  sensor: t('Bildesensor', 'Image sensor'),
  lens: t('Objektiv', 'Lens'),
  irRange: t('IR-rekkevidde', 'IR range'),
  compression: t('Videokomprimering', 'Video compression'),
  wdr: t('WDR', 'WDR'),
  protection: t('Kapslingsgrad', 'Ingress protection'),
  impact: t('Slagfasthet', 'Impact resistance'),
  power: t('Strømforsyning', 'Power supply'),
  consumption: t('Effektforbruk', 'Power consumption'),
  temperature: t('Driftstemperatur', 'Operating temperature'),
  analytics: t('Videoanalyse', 'Video analytics'),
  audio: t('Lyd', 'Audio'),
  channels: t('Kanaler', 'Channels'),
  storage: t('Lagring', 'Storage'),
  capacity: t('Kapasitet', 'Capacity'),
  ports: t('Porter', 'Ports'),
  range: t('Rekkevidde', 'Range'),
  coverage: t('Dekningsvinkel', 'Coverage angle'),
  grade: t('Sikkerhetsgrad', 'Security grade'),
  standard: t('Standard', 'Standard'),
  wireless: t('Trådløs', 'Wireless'),
  frequency: t('Frekvens', 'Frequency'),
  battery: t('Batteri', 'Battery'),
  batteryLife: t('Batterilevetid', 'Battery life'),
  zones: t('Soner', 'Zones'),
  areas: t('Områder', 'Areas'),
  users: t('Brukere', 'Users'),
  communication: t('Kommunikasjon', 'Communication'),
  soundLevel: t('Lydnivå', 'Sound level'),
  colour: t('Farge', 'Colour'),
  material: t('Materiale', 'Material'),
  dimensions: t('Mål (B × H × D)', 'Dimensions (W × H × D)'),
  weight: t('Vekt', 'Weight'),
  interface: t('Grensesnitt', 'Interface'),
  cardTechnology: t('Korteknologi', 'Card technology'),
  holdingForce: t('Holdekraft', 'Holding force'),
  voltage: t('Spenning', 'Voltage'),
  current: t('Strøm', 'Current'),
  mounting: t('Montering', 'Mounting'),
  display: t('Skjerm', 'Display'),
  warranty: t('Garanti', 'Warranty'),
  packSize: t('Antall i pakning', 'Pack size'),
  doors: t('Dører', 'Doors'),
  licence: t('Lisens', 'Licence'),
} as const;

export function temperatureRange(min: number, max: number): LocalizedText {
  const sign = (value: number) => (value < 0 ? `−${-value}` : `+${value}`);
  return t(`${sign(min)} °C til ${sign(max)} °C`, `${sign(min)} °C to ${sign(max)} °C`);
}

export function capitalise(text: LocalizedText): LocalizedText {
  const up = (value: string) => value.charAt(0).toLocaleUpperCase('nb') + value.slice(1);
  return { nb: up(text.nb), en: up(text.en) };
}

/** 10000 → "10 000" / "10,000", independent of the ICU data of the machine. */
export function thousands(value: number): LocalizedText {
  const grouped = (separator: string) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return { nb: grouped(' '), en: grouped(',') };
}
