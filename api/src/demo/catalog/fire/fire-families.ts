// The fire-product leaves of the menu and how many models each one gets.
import type { ProductFamily } from '../product-family';
import { t } from '../text';
import { addressablePanel, callPoint, coAlarm, conventionalPanel, detector, flameDetector, smokeAlarm } from './detection-variants';
import { beacon, extinguisher, fireBlanket, sounder } from './response-variants';

const ROOT = 'brannprodukter';

const FIRE_BRANDS = ['halvard-fire', 'brannvern-teknikk', 'ember-safety', 'flammeskjold'];

const DETECTS_FIRE = t('Oppdager brann tidlig, slik at folk kommer seg ut og skadene blir mindre.', 'Detects fire early, so people get out and the damage stays small.');

export const FIRE_FAMILIES: ProductFamily[] = [
  { leaf: `${ROOT}:roykvarslere:optiske-roykvarslere`, count: 30, suppliers: FIRE_BRANDS, price: [149, 590], purpose: DETECTS_FIRE, variant: smokeAlarm(false) },
  { leaf: `${ROOT}:roykvarslere:seriekoblede-roykvarslere`, count: 30, suppliers: FIRE_BRANDS, price: [390, 1190],
    purpose: t('Når én varsler løser ut, varsler alle: hele bygget hører alarmen.', 'When one alarm triggers, they all sound: the whole building hears it.'), variant: smokeAlarm(true) },
  { leaf: `${ROOT}:brannsentraler:adresserbare-sentraler`, count: 20, suppliers: ['halvard-fire', 'brannvern-teknikk', 'flammeskjold'], price: [14990, 89990],
    purpose: t('Viser nøyaktig hvilken detektor som har løst ut, i store og komplekse bygg.', 'Shows exactly which detector triggered, in large and complex buildings.'), variant: addressablePanel },
  { leaf: `${ROOT}:brannsentraler:konvensjonelle-sentraler`, count: 20, suppliers: ['halvard-fire', 'brannvern-teknikk', 'flammeskjold'], price: [2990, 14990],
    purpose: t('Enkel og kostnadseffektiv brannalarm for mindre bygg.', 'Simple, cost-effective fire alarm for smaller buildings.'), variant: conventionalPanel },
  { leaf: `${ROOT}:branndetektorer:roykdetektorer`, count: 35, suppliers: FIRE_BRANDS, price: [249, 1190], purpose: DETECTS_FIRE, variant: detector('smoke') },
  { leaf: `${ROOT}:branndetektorer:varmedetektorer`, count: 30, suppliers: FIRE_BRANDS, price: [199, 890],
    purpose: t('For rom der røyk og damp gir falske alarmer: kjøkken, garasjer og fyrrom.', 'For rooms where smoke and steam cause false alarms: kitchens, garages and boiler rooms.'), variant: detector('heat') },
  { leaf: `${ROOT}:branndetektorer:multisensordetektorer`, count: 25, suppliers: FIRE_BRANDS, price: [490, 1590], purpose: DETECTS_FIRE, variant: detector('multi') },
  { leaf: `${ROOT}:branndetektorer:flammedetektorer`, count: 15, suppliers: ['halvard-fire', 'flammeskjold'], price: [3990, 24990],
    purpose: t('Ser flammer på lang avstand i haller, lager og industri.', 'Sees flames from afar in halls, warehouses and industry.'), variant: flameDetector },
  { leaf: `${ROOT}:manuelle-meldere`, count: 25, suppliers: FIRE_BRANDS, price: [249, 1190],
    purpose: t('Lar alle som oppdager brann utløse alarmen med ett trykk.', 'Lets anyone who discovers a fire raise the alarm with one press.'), variant: callPoint },
  { leaf: `${ROOT}:alarmorganer:klokker-og-sirener`, count: 28, suppliers: ['fyrlykt-signal', 'halvard-fire', 'ember-safety'], price: [290, 1490],
    purpose: t('Varsler alle i bygget tydelig ved brann.', 'Warns everyone in the building clearly in case of fire.'), variant: sounder },
  { leaf: `${ROOT}:alarmorganer:blitzlys`, count: 20, suppliers: ['fyrlykt-signal', 'halvard-fire'], price: [390, 1790],
    purpose: t('Visuell varsling for hørselshemmede og støyende omgivelser.', 'Visual warning for the hard of hearing and noisy surroundings.'), variant: beacon },
  { leaf: `${ROOT}:slokkeutstyr:brannslukkere`, count: 24, suppliers: ['ember-safety', 'brannvern-teknikk'], price: [390, 2490],
    purpose: t('Slokker branner i startfasen før de sprer seg.', 'Puts out fires in their early stage before they spread.'), variant: extinguisher },
  { leaf: `${ROOT}:slokkeutstyr:branntepper`, count: 10, suppliers: ['ember-safety', 'brannvern-teknikk'], price: [149, 449],
    purpose: t('Kveler fettbrann og små branner raskt.', 'Smothers fat fires and small fires quickly.'), variant: fireBlanket },
  { leaf: `${ROOT}:co-varslere`, count: 14, suppliers: ['ember-safety', 'halvard-fire', 'brannvern-teknikk'], price: [290, 890],
    purpose: t('Varsler mot livsfarlig karbonmonoksid fra forbrenning.', 'Warns of deadly carbon monoxide from combustion.'), variant: coAlarm },
];
