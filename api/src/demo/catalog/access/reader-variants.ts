// Identification: card, keypad, biometric and mobile readers, controllers, credentials, software.
import { type Variant, tierOf } from '../product-family';
import type { Random } from '../random';
import { LABEL, join, spec, t, temperatureRange, thousands } from '../text';

const TECHNOLOGIES = ['EM 125 kHz', 'MIFARE Classic', 'MIFARE DESFire EV3', 'MIFARE DESFire EV3 + BLE'];

export function reader(kind: 'rfid' | 'keypad' | 'biometric' | 'mobile') {
  return (random: Random): Variant => {
    const technology = random.pick(kind === 'rfid' ? TECHNOLOGIES : TECHNOLOGIES.slice(1));
    const osdp = random.chance(0.6);
    const mullion = kind === 'rfid' && random.chance(0.35);
    const biometric = random.pick([t('fingeravtrykk', 'fingerprint'), t('ansiktsgjenkjenning', 'face recognition')]);
    const names = {
      rfid: join([t('RFID-leser ', 'RFID reader '), technology, mullion ? t(', smal', ', mullion') : '']),
      keypad: join([t('Kodetastatur med kortleser, ', 'Keypad reader, '), technology]),
      biometric: join([t('Biometrisk leser, ', 'Biometric reader, '), biometric]),
      mobile: t('Mobil- og QR-leser med Bluetooth og NFC', 'Mobile and QR reader with Bluetooth and NFC'),
    };
    const specs = [
      spec(LABEL.cardTechnology, technology),
      spec(LABEL.interface, osdp ? 'OSDP v2 (RS-485), Wiegand' : 'Wiegand 26/34'),
      spec(LABEL.protection, random.pick(['IP65', 'IP66', 'IP67'])),
      spec(LABEL.impact, 'IK09'),
      spec(LABEL.voltage, '12–24 V DC'),
      spec(LABEL.temperature, temperatureRange(-30, 60)),
    ];
    if (kind === 'keypad') specs.push(spec(t('Tastatur', 'Keypad'), t('Bakgrunnsbelyst, 12 taster', 'Backlit, 12 keys')));
    if (kind === 'biometric') specs.push(spec(LABEL.users, random.pick(['3 000', '10 000', '50 000'])), spec(t('Biometri', 'Biometrics'), biometric));
    if (kind === 'mobile') specs.push(spec(t('Mobil', 'Mobile'), 'Bluetooth LE, NFC, QR'));
    const code = { rfid: 'RD', keypad: 'KR', biometric: biometric.en === 'fingerprint' ? 'BF' : 'BA', mobile: 'MR' }[kind];
    return {
      model: `${code}${TECHNOLOGIES.indexOf(technology)}${osdp ? 'O' : 'W'}${mullion ? 'M' : ''}-${random.int(100, 999)}`,
      name: names[kind],
      highlights: [t(technology), t(osdp ? 'OSDP v2' : 'Wiegand'), ...(kind === 'biometric' ? [biometric] : []), t('IP65+')],
      specs,
      tier: (tierOf(TECHNOLOGIES, technology) + (osdp ? 0.5 : 0)) / 1.5,
    };
  };
}

export function controller(multi: boolean) {
  return (random: Random): Variant => {
    const doors = multi ? random.pick([2, 4, 8]) : 1;
    const users = random.pick(multi ? [10000, 50000, 100000] : [2000, 10000]);
    const poe = random.chance(0.5);
    return {
      model: `DC${doors}${poe ? 'P' : ''}-${random.int(100, 999)}`,
      name: t(`Dørkontroller for ${doors === 1 ? 'én dør' : `${doors} dører`}${poe ? ', PoE' : ''}`, `Door controller for ${doors === 1 ? 'one door' : `${doors} doors`}${poe ? ', PoE' : ''}`),
      highlights: [t(`${doors} ${doors === 1 ? 'dør' : 'dører'}`, `${doors} ${doors === 1 ? 'door' : 'doors'}`), join([thousands(users), t(' brukere', ' users')]), t(poe ? 'PoE+' : '12 V DC')],
      specs: [
        spec(LABEL.doors, `${doors}`),
        spec(t('Lesere', 'Readers'), `${doors * 2} (OSDP / Wiegand)`),
        spec(LABEL.users, thousands(users)),
        spec(t('Hendelseslogg', 'Event log'), t('100 000 hendelser', '100,000 events')),
        spec(LABEL.power, poe ? 'PoE+ (802.3at)' : '12 V DC'),
        spec(t('Låsutganger', 'Lock outputs'), t(`${doors} × relé, 12/24 V`, `${doors} × relay, 12/24 V`)),
      ],
      tier: (tierOf([1, 2, 4, 8], doors) + (poe ? 0.3 : 0)) / 1.3,
    };
  };
}

export function credential(random: Random): Variant {
  const forms = [t('ISO-kort', 'ISO card'), t('nøkkelbrikke', 'key fob'), t('klistremerke', 'sticker')];
  const form = random.pick(forms);
  const technology = random.pick(TECHNOLOGIES.slice(0, 3));
  const pack = random.pick([10, 50, 100]);
  return {
    model: `CR${forms.indexOf(form) + 1}${TECHNOLOGIES.indexOf(technology)}-${pack}`,
    name: join([technology, ' ', form, t(`, ${pack} stk.`, `, pack of ${pack}`)]),
    highlights: [t(technology), t(`${pack} stk.`, `Pack of ${pack}`), form],
    specs: [
      spec(LABEL.cardTechnology, technology),
      spec(t('Type', 'Type'), form),
      spec(LABEL.packSize, `${pack}`),
      spec(t('Trykk', 'Printing'), t('Blank, kan trykkes', 'Blank, printable')),
    ],
    tier: (tierOf([10, 50, 100], pack) + tierOf(TECHNOLOGIES.slice(0, 3), technology)) / 2,
  };
}

export function accessSoftware(random: Random): Variant {
  const doors = random.pick([8, 32, 128, 512]);
  const edition = random.pick([t('Standard'), t('Pro'), t('Enterprise')]);
  return {
    model: `AC-${edition.en.charAt(0)}${doors}-${random.int(1, 9)}`,
    name: t(`Adgangsprogramvare ${edition.nb}, ${doors} dører`, `Access control software ${edition.en}, ${doors} doors`),
    highlights: [edition, t(`${doors} dører`, `${doors} doors`), t('Web og app', 'Web and app')],
    specs: [
      spec(LABEL.licence, t(`${doors} dører`, `${doors} doors`)),
      spec(t('Integrasjoner', 'Integrations'), t('Alarmsentral, video og HR-system', 'Alarm panel, video and HR systems')),
      spec(t('Klienter', 'Clients'), t('Nettleser og mobilapp', 'Browser and mobile app')),
      spec(t('Oppdateringer', 'Updates'), t('12 måneder inkludert', '12 months included')),
    ],
    tier: tierOf([8, 32, 128, 512], doors),
  };
}
