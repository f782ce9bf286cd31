// Control side of an alarm system: panels, keypads, transmitters and expansion modules.
import { type Variant, tierOf } from '../product-family';
import type { Random } from '../random';
import { LABEL, decimal, join, spec, t, thousands } from '../text';

/** EN 50131 security grade: 2 for homes and small businesses, 3 for higher risk. */
export function grade(random: Random, three = 0.4) {
  return random.chance(three) ? 3 : 2;
}

export function hybridPanel(random: Random): Variant {
  const onBoard = random.pick([8, 16, 32]);
  const maxZones = random.pick([64, 128, 256, 512]);
  const level = grade(random, 0.5);
  return {
    model: `HP${maxZones}-${onBoard}${random.int(1, 9)}`,
    name: t(`Hybrid alarmsentral ${maxZones} soner`, `Hybrid alarm panel ${maxZones} zones`),
    highlights: [t(`${onBoard}–${maxZones} soner`, `${onBoard}–${maxZones} zones`), t(`Grad ${level}`, `Grade ${level}`), t('IP og 4G', 'IP and 4G')],
    specs: [
      spec(LABEL.zones, t(`${onBoard} på kortet, utvidbar til ${maxZones}`, `${onBoard} on board, expandable to ${maxZones}`)),
      spec(LABEL.areas, `${Math.max(4, maxZones / 16)}`),
      spec(LABEL.users, thousands(maxZones * 4)),
      spec(LABEL.grade, t(`EN 50131 grad ${level}`, `EN 50131 grade ${level}`)),
      spec(LABEL.communication, t('Innebygd IP, valgfri 4G-modul', 'Built-in IP, optional 4G module')),
      spec(t('Trådløse enheter', 'Wireless devices'), t('Via trådløs mottaker (868 MHz)', 'Through a wireless receiver (868 MHz)')),
      spec(LABEL.power, t('230 V AC, plass til 17 Ah batteri', '230 V AC, room for a 17 Ah battery')),
    ],
    tier: (tierOf([64, 128, 256, 512], maxZones) + (level - 2)) / 2,
  };
}

export function wirelessPanel(random: Random): Variant {
  const zones = random.pick([32, 64, 96, 128]);
  return {
    model: `WP${zones}-${random.int(10, 99)}`,
    name: t(`Trådløs alarmsentral ${zones} soner`, `Wireless alarm panel ${zones} zones`),
    highlights: [t(`${zones} soner`, `${zones} zones`), t('868 MHz'), t('App-styring', 'App control'), t('4G')],
    specs: [
      spec(LABEL.zones, `${zones}`),
      spec(LABEL.frequency, t('868 MHz toveis, kryptert', '868 MHz two-way, encrypted')),
      spec(t('Radiorekkevidde', 'Radio range'), t('Opptil 1 700 m i fri sikt', 'Up to 1,700 m line of sight')),
      spec(LABEL.communication, 'Ethernet, Wi-Fi, 4G'),
      spec(LABEL.battery, t('Reservebatteri 16 timer', 'Backup battery 16 hours')),
      spec(LABEL.grade, t('EN 50131 grad 2', 'EN 50131 grade 2')),
    ],
    tier: tierOf([32, 64, 96, 128], zones),
  };
}

export function lcdKeypad(random: Random): Variant {
  const prox = random.chance(0.5);
  const wireless = random.chance(0.25);
  return {
    model: `KP${prox ? 'R' : ''}${wireless ? 'W' : ''}-${random.int(100, 999)}`,
    name: join([t('LCD-betjeningspanel', 'LCD keypad'), prox ? t(' med kortleser', ' with card reader') : '', wireless ? t(', trådløst', ', wireless') : '']),
    highlights: [t('2 × 16 tegn', '2 × 16 characters'), ...(prox ? [t('Kortleser', 'Card reader')] : []), t(wireless ? 'Trådløst' : 'Kablet', wireless ? 'Wireless' : 'Wired')],
    specs: [
      spec(LABEL.display, t('LCD 2 × 16 tegn, bakgrunnsbelyst', 'LCD 2 × 16 characters, backlit')),
      spec(t('Kortleser', 'Card reader'), prox ? 'MIFARE / EM 125 kHz' : t('Nei', 'No')),
      spec(LABEL.interface, wireless ? '868 MHz' : t('4-leder buss', '4-wire bus')),
      spec(LABEL.grade, t('EN 50131 grad 3', 'EN 50131 grade 3')),
    ],
    tier: ((prox ? 1 : 0) + (wireless ? 1 : 0)) / 2,
  };
}

export function touchKeypad(random: Random): Variant {
  const inches = random.pick([4.3, 5, 7]);
  return {
    model: `TP${Math.round(inches * 10)}-${random.int(10, 99)}`,
    name: join([t('Berøringspanel ', 'Touchscreen keypad '), decimal(inches), '"']),
    highlights: [join([decimal(inches), '"']), t('Kortleser', 'Card reader'), t('Hvit eller svart', 'White or black')],
    specs: [
      spec(LABEL.display, join([decimal(inches), t('" farge-berøringsskjerm', '" colour touchscreen')])),
      spec(t('Kortleser', 'Card reader'), 'MIFARE DESFire'),
      spec(LABEL.interface, t('4-leder buss', '4-wire bus')),
      spec(LABEL.grade, t('EN 50131 grad 3', 'EN 50131 grade 3')),
    ],
    tier: tierOf([4.3, 5, 7], inches),
  };
}

export function transmitter(random: Random): Variant {
  const category = random.pick(['SP2', 'DP2', 'DP3', 'DP4']);
  const cellular = random.chance(0.7);
  return {
    model: `TX${category}${cellular ? '4G' : ''}-${random.int(10, 99)}`,
    name: t(`Alarmsender ${cellular ? 'IP/4G' : 'IP'} ${category}`, `Alarm transmitter ${cellular ? 'IP/4G' : 'IP'} ${category}`),
    highlights: [t(category), t(cellular ? 'IP + 4G' : 'IP'), t('SIA DC-09')],
    specs: [
      spec(t('Overføringskategori', 'Transmission category'), `EN 50136 ${category}`),
      spec(LABEL.communication, cellular ? t('Ethernet og 4G (dobbel SIM)', 'Ethernet and 4G (dual SIM)') : 'Ethernet'),
      spec(t('Protokoller', 'Protocols'), 'SIA DC-09, Contact ID, SIA'),
      spec(t('Innganger', 'Inputs'), t('8 soner og seriell kobling mot sentral', '8 zones and serial link to the panel')),
    ],
    tier: (tierOf(['SP2', 'DP2', 'DP3', 'DP4'], category) + (cellular ? 0.5 : 0)) / 1.5,
  };
}

export function expansionModule(random: Random): Variant {
  const kinds = [
    { code: 'Z8', name: t('Sonemodul 8 innganger', 'Zone module 8 inputs') },
    { code: 'Z16', name: t('Sonemodul 16 innganger', 'Zone module 16 inputs') },
    { code: 'O8', name: t('Utgangsmodul 8 reléer', 'Output module 8 relays') },
    { code: 'RX', name: t('Trådløs mottaker 868 MHz', 'Wireless receiver 868 MHz') },
    { code: 'PS', name: t('Bussmodul med strømforsyning', 'Bus module with power supply') },
  ];
  const kind = random.pick(kinds);
  return {
    model: `EX${kind.code}-${random.int(10, 99)}`,
    name: kind.name,
    highlights: [t('Buss', 'Bus'), t('Grad 3', 'Grade 3'), t('Plastkapsling', 'Plastic enclosure')],
    specs: [
      spec(t('Funksjon', 'Function'), kind.name),
      spec(LABEL.interface, t('4-leder buss, opptil 1 000 m', '4-wire bus, up to 1,000 m')),
      spec(LABEL.grade, t('EN 50131 grad 3', 'EN 50131 grade 3')),
    ],
    tier: tierOf(kinds, kind),
  };
}
