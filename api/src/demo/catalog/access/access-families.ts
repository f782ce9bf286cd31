// The access-control leaves of the menu and how many models each one gets.
import type { ProductFamily } from '../product-family';
import { t } from '../text';
import { accessSoftware, controller, credential, reader } from './reader-variants';
import { doorStation, electricStrike, exitButton, indoorMonitor, magneticLock, motorLock } from './door-variants';

const ROOT = 'adgangskontroll';

const ACCESS_BRANDS = ['fjordlock', 'ironkey-access', 'northgate-access', 'quorum-access', 'skjold-security', 'secura-nordic'];

const LOCK_BRANDS = ['bastion-locks', 'fjordlock', 'skjold-security'];

const CONTROLS = t('Gir riktig person tilgang til riktig dør til riktig tid.', 'Gives the right person access to the right door at the right time.');

export const ACCESS_FAMILIES: ProductFamily[] = [
  { leaf: `${ROOT}:kortlesere:rfid-lesere`, count: 45, suppliers: ACCESS_BRANDS, price: [690, 3490], purpose: CONTROLS, variant: reader('rfid') },
  { leaf: `${ROOT}:kortlesere:kodetastaturer`, count: 30, suppliers: ACCESS_BRANDS, price: [1190, 3990], purpose: CONTROLS, variant: reader('keypad') },
  { leaf: `${ROOT}:kortlesere:biometriske-lesere`, count: 22, suppliers: ACCESS_BRANDS, price: [3490, 14990],
    purpose: t('Kortløs tilgang der det ikke skal være mulig å låne bort et kort.', 'Card-free access where lending a card must not be possible.'), variant: reader('biometric') },
  { leaf: `${ROOT}:kortlesere:mobillesere`, count: 18, suppliers: ACCESS_BRANDS, price: [1990, 5990],
    purpose: t('Mobiltelefonen blir nøkkelen: praktisk for ansatte og besøkende.', 'The phone becomes the key: handy for staff and visitors.'), variant: reader('mobile') },
  { leaf: `${ROOT}:dorkontrollere:en-dors-kontrollere`, count: 20, suppliers: ACCESS_BRANDS, price: [2490, 5990], purpose: CONTROLS, variant: controller(false) },
  { leaf: `${ROOT}:dorkontrollere:flerdors-kontrollere`, count: 25, suppliers: ACCESS_BRANDS, price: [4990, 24990], purpose: CONTROLS, variant: controller(true) },
  { leaf: `${ROOT}:kort-og-brikker`, count: 30, suppliers: ['ironkey-access', 'quorum-access', 'northgate-access'], price: [149, 4490],
    purpose: t('Adgangsbrikker for ansatte, beboere og besøkende.', 'Credentials for staff, residents and visitors.'), variant: credential },
  { leaf: `${ROOT}:laser:elektriske-sluttstykker`, count: 30, suppliers: LOCK_BRANDS, price: [890, 3490],
    purpose: t('Gjør en vanlig dør styrbar fra adgangskontrollen.', 'Makes an ordinary door controllable from the access system.'), variant: electricStrike },
  { leaf: `${ROOT}:laser:magnetlaser`, count: 24, suppliers: LOCK_BRANDS, price: [690, 2990],
    purpose: t('Enkel og robust låsing av glassdører og rømningsveier.', 'Simple, robust locking of glass doors and escape routes.'), variant: magneticLock },
  { leaf: `${ROOT}:laser:motorlaser`, count: 18, suppliers: LOCK_BRANDS, price: [2990, 8990],
    purpose: t('Høy sikkerhet med automatisk låsing og full statusoversikt.', 'High security with automatic locking and full status reporting.'), variant: motorLock },
  { leaf: `${ROOT}:dortelefoni:dorstasjoner`, count: 24, suppliers: ['pulse-intercom', 'northgate-access'], price: [2490, 11990],
    purpose: t('Se og snakk med besøkende og åpne døren fra svarapparat eller mobil.', 'See and talk to visitors and open the door from a monitor or phone.'), variant: doorStation },
  { leaf: `${ROOT}:dortelefoni:svarapparater`, count: 18, suppliers: ['pulse-intercom', 'northgate-access'], price: [1490, 5990],
    purpose: t('Svar på dørstasjonen og åpne døren fra innsiden.', 'Answer the door station and open the door from inside.'), variant: indoorMonitor },
  { leaf: `${ROOT}:utgangsknapper`, count: 20, suppliers: ['bastion-locks', 'ironkey-access', 'quorum-access'], price: [149, 1190],
    purpose: t('Trygg og enkel utgang fra adgangskontrollerte dører.', 'Safe, easy exit from access-controlled doors.'), variant: exitButton },
  { leaf: `${ROOT}:adgangsprogramvare`, count: 16, suppliers: ['quorum-access', 'secura-nordic', 'northgate-access'], price: [2990, 59990],
    purpose: t('Administrer brukere, dører og tidsplaner fra ett sted.', 'Manage users, doors and schedules from one place.'), variant: accessSoftware },
];
