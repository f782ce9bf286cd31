// The intruder-alarm leaves of the menu and how many models each one gets.
import type { ProductFamily } from '../product-family';
import { t } from '../text';
import { expansionModule, hybridPanel, lcdKeypad, touchKeypad, transmitter, wirelessPanel } from './panel-variants';
import { battery, glassBreak, magneticContact, motionDetector, outdoorDetector, powerSupply, siren } from './detector-variants';

const ROOT = 'innbruddsalarm';

const ALARM_BRANDS = ['nordvakt', 'polarsikring', 'vektor-alarm', 'trollvakt', 'secura-nordic', 'lindholm-sikkerhet'];

const DETECTOR_BRANDS = ['kestrel-detection', 'lumos-sensors', 'nordvakt', 'polarsikring', 'vektor-alarm'];

const DETECTS = t('Oppdager inntrengere pålitelig og gir få falske alarmer.', 'Detects intruders reliably with few false alarms.');

export const INTRUDER_FAMILIES: ProductFamily[] = [
  { leaf: `${ROOT}:sentralapparater:hybride-sentraler`, count: 22, suppliers: ALARM_BRANDS, price: [2990, 12990],
    purpose: t('Hjertet i alarmanlegget: kablede og trådløse enheter i samme system.', 'The heart of the alarm system: wired and wireless devices in one system.'),
    variant: hybridPanel },
  { leaf: `${ROOT}:sentralapparater:tradlose-sentraler`, count: 18, suppliers: ALARM_BRANDS, price: [2490, 7990],
    purpose: t('Rask installasjon uten kabling, styres fra app.', 'Quick installation without cabling, controlled from an app.'),
    variant: wirelessPanel },
  { leaf: `${ROOT}:detektorer:pir-detektorer`, count: 60, suppliers: DETECTOR_BRANDS, price: [149, 1190], purpose: DETECTS, variant: motionDetector(false) },
  { leaf: `${ROOT}:detektorer:dual-tech-detektorer`, count: 40, suppliers: DETECTOR_BRANDS, price: [390, 1890], purpose: DETECTS, variant: motionDetector(true) },
  { leaf: `${ROOT}:detektorer:magnetkontakter`, count: 45, suppliers: DETECTOR_BRANDS, price: [49, 590],
    purpose: t('Varsler når dører og vinduer åpnes.', 'Reports when doors and windows open.'), variant: magneticContact },
  { leaf: `${ROOT}:detektorer:glassknusdetektorer`, count: 20, suppliers: DETECTOR_BRANDS, price: [290, 890],
    purpose: t('Hører lyden av knust glass og varsler før inntrengeren er inne.', 'Hears breaking glass and raises the alarm before the intruder is inside.'), variant: glassBreak },
  { leaf: `${ROOT}:detektorer:utendors-detektorer`, count: 20, suppliers: DETECTOR_BRANDS, price: [1190, 4490],
    purpose: t('Sikrer fasader, porter og uteområder før noen når bygget.', 'Protects façades, gates and grounds before anyone reaches the building.'), variant: outdoorDetector },
  { leaf: `${ROOT}:betjeningspaneler:lcd-paneler`, count: 24, suppliers: ALARM_BRANDS, price: [690, 2490],
    purpose: t('Av- og påslag med kode eller kort ved inngangen.', 'Arming and disarming by code or card at the entrance.'), variant: lcdKeypad },
  { leaf: `${ROOT}:betjeningspaneler:beroringspaneler`, count: 14, suppliers: ALARM_BRANDS, price: [1990, 4990],
    purpose: t('Oversiktlig betjening med farge-berøringsskjerm.', 'Clear operation on a colour touchscreen.'), variant: touchKeypad },
  { leaf: `${ROOT}:sirener:innendors-sirener`, count: 20, suppliers: ['fyrlykt-signal', 'nordvakt', 'vektor-alarm'], price: [190, 790],
    purpose: t('Skremmer inntrengere og varsler dem som er i bygget.', 'Scares off intruders and alerts people in the building.'), variant: siren(false) },
  { leaf: `${ROOT}:sirener:utendors-sirener`, count: 20, suppliers: ['fyrlykt-signal', 'nordvakt', 'vektor-alarm'], price: [790, 2490],
    purpose: t('Synlig avskrekking på fasaden med egen strømforsyning.', 'Visible deterrent on the façade with its own power.'), variant: siren(true) },
  { leaf: `${ROOT}:kommunikasjon:alarmsendere`, count: 20, suppliers: ['secura-nordic', 'lindholm-sikkerhet', 'nordvakt'], price: [1490, 5990],
    purpose: t('Sender alarmer sikkert til alarmstasjon over IP og mobilnett.', 'Sends alarms securely to the monitoring centre over IP and mobile networks.'), variant: transmitter },
  { leaf: `${ROOT}:kommunikasjon:utvidelsesmoduler`, count: 22, suppliers: ALARM_BRANDS, price: [490, 2490],
    purpose: t('Utvider sentralen med flere soner, utganger eller trådløse enheter.', 'Extends the panel with more zones, outputs or wireless devices.'), variant: expansionModule },
  { leaf: `${ROOT}:stromforsyning:batterier`, count: 20, suppliers: ['tundra-power', 'ravnsborg-elektro'], price: [79, 1490],
    purpose: t('Holder anlegget i drift når strømmen går.', 'Keeps the system running during a power cut.'), variant: battery },
  { leaf: `${ROOT}:stromforsyning:stromforsyninger`, count: 20, suppliers: ['tundra-power', 'ravnsborg-elektro'], price: [590, 3490],
    purpose: t('Overvåket strømforsyning for detektorer, lesere og låser.', 'Monitored power supply for detectors, readers and locks.'), variant: powerSupply },
];
