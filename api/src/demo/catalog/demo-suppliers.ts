import { type SupplierRow, supplierLogoUrl } from '../../modules/catalog';

export interface DemoSupplier {
  id: string;
  name: string;
  /** First part of every SKU of the supplier. */
  prefix: string;
  /** Logo colour; the logo renderer pairs it with white text. */
  colour: string;
}

/** Thirty invented security brands (spec §2: a grid of 30 supplier logos). */
const DEMO_SUPPLIERS: readonly DemoSupplier[] = [
  { id: 'nordvakt', name: 'Nordvakt', prefix: 'NVK', colour: '#0b1f3a' },
  { id: 'aurora-vision', name: 'Aurora Vision', prefix: 'AUV', colour: '#d0021b' },
  { id: 'halvard-fire', name: 'Halvard Fire', prefix: 'HLF', colour: '#b3001b' },
  { id: 'fjordlock', name: 'Fjordlock', prefix: 'FJL', colour: '#1d4e89' },
  { id: 'polarsikring', name: 'Polarsikring', prefix: 'PSK', colour: '#2b5d8a' },
  { id: 'optiva-imaging', name: 'Optiva Imaging', prefix: 'OPT', colour: '#263238' },
  { id: 'brannvern-teknikk', name: 'Brannvern Teknikk', prefix: 'BVT', colour: '#c62828' },
  { id: 'ironkey-access', name: 'Ironkey Access', prefix: 'IRK', colour: '#37474f' },
  { id: 'vektor-alarm', name: 'Vektor Alarm', prefix: 'VEK', colour: '#0d47a1' },
  { id: 'helix-video', name: 'Helix Video', prefix: 'HLX', colour: '#4a148c' },
  { id: 'ember-safety', name: 'Ember Safety', prefix: 'EMB', colour: '#e65100' },
  { id: 'northgate-access', name: 'Northgate Access', prefix: 'NGA', colour: '#00695c' },
  { id: 'kestrel-detection', name: 'Kestrel Detection', prefix: 'KST', colour: '#5d4037' },
  { id: 'clearview-optics', name: 'Clearview Optics', prefix: 'CLV', colour: '#0277bd' },
  { id: 'fyrlykt-signal', name: 'Fyrlykt Signal', prefix: 'FYR', colour: '#ad1457' },
  { id: 'quorum-access', name: 'Quorum Access', prefix: 'QRM', colour: '#283593' },
  { id: 'lumos-sensors', name: 'Lumos Sensors', prefix: 'LUM', colour: '#00838f' },
  { id: 'falkon-vision', name: 'Falkon Vision', prefix: 'FKV', colour: '#1b2a49' },
  { id: 'flammeskjold', name: 'Flammeskjold', prefix: 'FLS', colour: '#8e0000' },
  { id: 'bastion-locks', name: 'Bastion Locks', prefix: 'BST', colour: '#424242' },
  { id: 'trollvakt', name: 'Trollvakt', prefix: 'TRV', colour: '#2e7d32' },
  { id: 'gridline-networks', name: 'Gridline Networks', prefix: 'GRL', colour: '#01579b' },
  { id: 'pulse-intercom', name: 'Pulse Intercom', prefix: 'PLI', colour: '#6a1b9a' },
  { id: 'ravnsborg-elektro', name: 'Ravnsborg Elektro', prefix: 'RVB', colour: '#3e2723' },
  { id: 'datavault-storage', name: 'Datavault Storage', prefix: 'DVS', colour: '#455a64' },
  { id: 'skjold-security', name: 'Skjold Security', prefix: 'SKJ', colour: '#0b1f3a' },
  { id: 'tundra-power', name: 'Tundra Power', prefix: 'TND', colour: '#33691e' },
  { id: 'mountline', name: 'Mountline', prefix: 'MTL', colour: '#546e7a' },
  { id: 'secura-nordic', name: 'Secura Nordic', prefix: 'SCN', colour: '#d0021b' },
  { id: 'lindholm-sikkerhet', name: 'Lindholm Sikkerhet', prefix: 'LHS', colour: '#1a237e' },
];

/** Each demo brand's logo colour, for the catalogue's logo drawing (app.ts passes it on). */
export const DEMO_SUPPLIER_COLOURS: ReadonlyMap<string, string> = new Map(DEMO_SUPPLIERS.map((supplier) => [supplier.id, supplier.colour]));

export function demoSupplierRows(): SupplierRow[] {
  return DEMO_SUPPLIERS.map((supplier, position) => ({
    id: supplier.id,
    name: supplier.name,
    logo: supplierLogoUrl(supplier.id),
    position,
  }));
}

export function demoSupplier(id: string): DemoSupplier {
  const supplier = DEMO_SUPPLIERS.find((candidate) => candidate.id === id);
  if (!supplier) throw new Error(`Unknown demo supplier ${id}`);
  return supplier;
}
