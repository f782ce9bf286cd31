// The camera-surveillance leaves of the menu and how many models each one gets.
import type { ProductFamily } from '../product-family';
import { t } from '../text';
import { camera, fisheye, ptz } from './camera-variants';
import { dvr, hardDrive, memoryCard, nvr } from './recorder-variants';
import { bracket, junctionBox, monitor, poeInjector, poeSwitch, vmsLicence } from './accessory-variants';

const IP = 'kameraovervakning:ip-kameraer';

const ANALOGUE = 'kameraovervakning:analoge-kameraer';

const CAMERA_BRANDS = ['aurora-vision', 'optiva-imaging', 'helix-video', 'clearview-optics', 'falkon-vision', 'secura-nordic'];

const SURVEILLANCE = t('Gir skarpe bilder dag og natt og passer for næringsbygg, butikker og boligsameier.', 'Delivers sharp images day and night for commercial buildings, shops and housing associations.');

export const CAMERA_FAMILIES: ProductFamily[] = [
  { leaf: `${IP}:bullet-kameraer`, count: 70, suppliers: CAMERA_BRANDS, price: [1190, 7490], purpose: SURVEILLANCE,
    variant: camera({ code: 'B', name: t('bullet-kamera', 'bullet camera'), ip: true, dome: false }) },
  { leaf: `${IP}:dome-kameraer`, count: 70, suppliers: CAMERA_BRANDS, price: [1090, 6990], purpose: SURVEILLANCE,
    variant: camera({ code: 'D', name: t('dome-kamera', 'dome camera'), ip: true, dome: true }) },
  { leaf: `${IP}:turret-kameraer`, count: 55, suppliers: CAMERA_BRANDS, price: [990, 5490], purpose: SURVEILLANCE,
    variant: camera({ code: 'T', name: t('turret-kamera', 'turret camera'), ip: true, dome: true }) },
  { leaf: `${IP}:ptz-kameraer`, count: 25, suppliers: CAMERA_BRANDS, price: [7990, 44990],
    purpose: t('Følger personer og kjøretøy automatisk over store områder som parkeringsplasser og industritomter.', 'Follows people and vehicles automatically across large areas such as car parks and industrial sites.'),
    variant: ptz },
  { leaf: `${IP}:fisheye-kameraer`, count: 15, suppliers: CAMERA_BRANDS, price: [3990, 11990],
    purpose: t('Ett kamera dekker et helt rom: butikklokaler, resepsjoner og lager.', 'One camera covers a whole room: shop floors, receptions and warehouses.'),
    variant: fisheye },
  { leaf: `${ANALOGUE}:bullet-kameraer`, count: 30, suppliers: ['aurora-vision', 'helix-video', 'falkon-vision'], price: [390, 1890],
    purpose: t('Oppgraderer eksisterende koaksialanlegg til HD uten ny kabling.', 'Upgrades existing coaxial installations to HD without new cabling.'),
    variant: camera({ code: 'AB', name: t('analogt bullet-kamera', 'analogue bullet camera'), ip: false, dome: false }) },
  { leaf: `${ANALOGUE}:dome-kameraer`, count: 30, suppliers: ['aurora-vision', 'helix-video', 'falkon-vision'], price: [350, 1690],
    purpose: t('Oppgraderer eksisterende koaksialanlegg til HD uten ny kabling.', 'Upgrades existing coaxial installations to HD without new cabling.'),
    variant: camera({ code: 'AD', name: t('analogt dome-kamera', 'analogue dome camera'), ip: false, dome: true }) },
  { leaf: 'kameraovervakning:opptakere:nvr-opptakere', count: 40, suppliers: CAMERA_BRANDS, price: [1990, 34990],
    purpose: t('Tar opp og lagrer video fra IP-kameraer, med fjernvisning i app og nettleser.', 'Records and stores video from IP cameras, with remote viewing in the app and browser.'),
    variant: nvr },
  { leaf: 'kameraovervakning:opptakere:dvr-opptakere', count: 20, suppliers: ['aurora-vision', 'helix-video', 'falkon-vision'], price: [1190, 8990],
    purpose: t('Tar opp analoge HD-kameraer og IP-kameraer i samme opptaker.', 'Records analogue HD cameras and IP cameras in one recorder.'),
    variant: dvr },
  { leaf: 'kameraovervakning:lagring:harddisker', count: 24, suppliers: ['datavault-storage'], price: [790, 7490],
    purpose: t('Laget for kontinuerlig opptak i opptakere med mange kamerastrømmer.', 'Built for continuous recording in recorders with many camera streams.'),
    variant: hardDrive },
  { leaf: 'kameraovervakning:lagring:minnekort', count: 12, suppliers: ['datavault-storage'], price: [190, 1490],
    purpose: t('Lokal lagring i kameraet som reserve når nettverket faller ut.', 'Local storage in the camera as a backup when the network fails.'),
    variant: memoryCard },
  { leaf: 'kameraovervakning:nettverk:poe-svitsjer', count: 24, suppliers: ['gridline-networks'], price: [790, 11990],
    purpose: t('Gir kameraene strøm og nettverk over én kabel.', 'Powers the cameras and connects them over a single cable.'),
    variant: poeSwitch },
  { leaf: 'kameraovervakning:nettverk:poe-injektorer', count: 10, suppliers: ['gridline-networks'], price: [290, 1490],
    purpose: t('Gir strøm til ett kamera der svitsjen mangler PoE.', 'Powers a single camera where the switch has no PoE.'),
    variant: poeInjector },
  { leaf: 'kameraovervakning:tilbehor:braketter', count: 40, suppliers: ['mountline'], price: [149, 1190],
    purpose: t('Gir en ryddig og solid montering med skjult kabelføring.', 'Gives a tidy, solid installation with concealed cabling.'),
    variant: bracket },
  { leaf: 'kameraovervakning:tilbehor:koblingsbokser', count: 16, suppliers: ['mountline'], price: [149, 590],
    purpose: t('Skjuler skjøter og overskuddskabel bak kameraet.', 'Hides joints and spare cable behind the camera.'),
    variant: junctionBox },
  { leaf: 'kameraovervakning:skjermer', count: 16, suppliers: ['helix-video', 'optiva-imaging'], price: [1890, 17990],
    purpose: t('Laget for døgnkontinuerlig visning i kontrollrom og resepsjoner.', 'Built for round-the-clock viewing in control rooms and receptions.'),
    variant: monitor },
  { leaf: 'kameraovervakning:programvare', count: 18, suppliers: ['helix-video', 'secura-nordic'], price: [590, 39990],
    purpose: t('Samler kameraer fra flere leverandører i ett brukergrensesnitt.', 'Brings cameras from several makers together in one user interface.'),
    variant: vmsLicence },
];
