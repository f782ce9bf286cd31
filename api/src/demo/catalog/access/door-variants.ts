// At the door: strikes, magnetic and motor locks, door entry and exit buttons.
import { type Variant, tierOf } from '../product-family';
import type { Random } from '../random';
import { LABEL, join, spec, t, thousands, yesNo } from '../text';

export function electricStrike(random: Random): Variant {
  const failSafe = random.chance(0.4);
  const force = random.pick([3500, 5000, 8000]);
  return {
    model: `ES${failSafe ? 'FS' : 'FL'}${force / 100}-${random.int(10, 99)}`,
    name: t(`Elektrisk sluttstykke, ${failSafe ? 'strømløst åpen' : 'strømløst låst'}`, `Electric strike, fail-${failSafe ? 'safe' : 'secure'}`),
    highlights: [join([thousands(force), ' N']), t('12/24 V'), t(failSafe ? 'Strømløst åpen' : 'Strømløst låst', failSafe ? 'Fail-safe' : 'Fail-secure')],
    specs: [
      spec(LABEL.holdingForce, join([thousands(force), ' N'])),
      spec(LABEL.voltage, '12/24 V DC'),
      spec(t('Funksjon', 'Function'), t(failSafe ? 'Strømløst åpen' : 'Strømløst låst', failSafe ? 'Fail-safe' : 'Fail-secure')),
      spec(t('Profil', 'Profile'), t('Skandinavisk, symmetrisk', 'Scandinavian, symmetrical')),
      spec(t('Tilbakemelding', 'Status output'), yesNo(random.chance(0.6))),
    ],
    tier: tierOf([3500, 5000, 8000], force),
  };
}

export function magneticLock(random: Random): Variant {
  const kilograms = random.pick([150, 300, 500, 600]);
  const monitored = random.chance(0.6);
  return {
    model: `ML${kilograms}${monitored ? 'S' : ''}-${random.int(10, 99)}`,
    name: t(`Magnetlås ${kilograms} kg${monitored ? ' med dørstatus' : ''}`, `Magnetic lock ${kilograms} kg${monitored ? ' with door status' : ''}`),
    highlights: [t(`${kilograms} kg`), t('12/24 V'), ...(monitored ? [t('Dørstatus', 'Door status')] : [])],
    specs: [
      spec(LABEL.holdingForce, `${kilograms} kg`),
      spec(LABEL.voltage, '12/24 V DC'),
      spec(LABEL.current, `${Math.round(kilograms * 0.8)} mA @ 12 V`),
      spec(t('Dørstatus', 'Door status'), yesNo(monitored)),
      spec(LABEL.mounting, t('Utenpåliggende, L- og Z-braketter tilgjengelig', 'Surface, L and Z brackets available')),
    ],
    tier: tierOf([150, 300, 500, 600], kilograms),
  };
}

export function motorLock(random: Random): Variant {
  const backset = random.pick([35, 50, 65]);
  return {
    model: `MT${backset}-${random.int(100, 999)}`,
    name: t(`Motorlås, dornmål ${backset} mm`, `Motorised lock, backset ${backset} mm`),
    highlights: [t(`Dornmål ${backset} mm`, `Backset ${backset} mm`), t('12–24 V'), t('Skandinavisk', 'Scandinavian')],
    specs: [
      spec(t('Dornmål', 'Backset'), `${backset} mm`),
      spec(LABEL.voltage, '12–24 V DC'),
      spec(t('Låsing', 'Locking'), t('Automatisk låsing når døren lukkes', 'Locks automatically when the door closes')),
      spec(t('Tilbakemelding', 'Status output'), t('Låst, dør lukket, håndtak', 'Locked, door closed, handle')),
      spec(LABEL.standard, 'EN 14846, EN 12209'),
    ],
    tier: tierOf([35, 50, 65], backset),
  };
}

export function doorStation(random: Random): Variant {
  const buttons = random.pick([1, 2, 4, 8]);
  const reader = random.chance(0.5);
  return {
    model: `DS${buttons}${reader ? 'R' : ''}-${random.int(100, 999)}`,
    name: t(`IP-dørstasjon ${buttons} ${buttons === 1 ? 'knapp' : 'knapper'}${reader ? ' med kortleser' : ''}`, `IP door station ${buttons} ${buttons === 1 ? 'button' : 'buttons'}${reader ? ' with card reader' : ''}`),
    highlights: [t('2 MP'), t('SIP'), t('PoE'), ...(reader ? [t('Kortleser', 'Card reader')] : [])],
    specs: [
      spec(t('Kamera', 'Camera'), t('2 MP, 160° vidvinkel', '2 MP, 160° wide angle')),
      spec(t('Ringeknapper', 'Call buttons'), `${buttons}`),
      spec(t('Protokoll', 'Protocol'), 'SIP 2.0'),
      spec(LABEL.power, 'PoE (802.3af)'),
      spec(LABEL.protection, 'IP65, IK08'),
      spec(t('Kortleser', 'Card reader'), reader ? 'MIFARE DESFire' : t('Nei', 'No')),
    ],
    tier: (tierOf([1, 2, 4, 8], buttons) + (reader ? 0.5 : 0)) / 1.5,
  };
}

export function indoorMonitor(random: Random): Variant {
  const inches = random.pick([7, 10]);
  const wifi = random.chance(0.5);
  return {
    model: `IM${inches}${wifi ? 'W' : ''}-${random.int(100, 999)}`,
    name: t(`Svarapparat ${inches}" berøringsskjerm`, `Indoor monitor ${inches}" touchscreen`),
    highlights: [t(`${inches}"`), t('SIP'), t(wifi ? 'PoE og Wi-Fi' : 'PoE', wifi ? 'PoE and Wi-Fi' : 'PoE')],
    specs: [
      spec(LABEL.display, t(`${inches}" IPS berøringsskjerm`, `${inches}" IPS touchscreen`)),
      spec(t('Protokoll', 'Protocol'), 'SIP 2.0'),
      spec(LABEL.power, wifi ? 'PoE / 12 V DC, Wi-Fi' : 'PoE / 12 V DC'),
      spec(LABEL.colour, random.pick([t('Hvit', 'White'), t('Svart', 'Black')])),
    ],
    tier: (tierOf([7, 10], inches) + (wifi ? 0.5 : 0)) / 1.5,
  };
}

export function exitButton(random: Random): Variant {
  const kinds = [
    { code: 'S', name: t('Utgangsknapp, utenpåliggende', 'Exit button, surface') },
    { code: 'F', name: t('Utgangsknapp, innfelt', 'Exit button, flush') },
    { code: 'T', name: t('Berøringsfri utgangsknapp', 'No-touch exit button') },
    { code: 'E', name: t('Nødåpner, grønn', 'Emergency door release, green') },
  ];
  const kind = random.pick(kinds);
  return {
    model: `XB${kind.code}-${random.int(100, 999)}`,
    name: kind.name,
    highlights: [t('Rustfritt stål', 'Stainless steel'), t('NO/NC'), t('LED')],
    specs: [
      spec(LABEL.material, kind.code === 'E' ? t('Plast', 'Plastic') : t('Rustfritt stål', 'Stainless steel')),
      spec(t('Kontakter', 'Contacts'), 'NO/NC/COM'),
      spec(t('Belysning', 'Illumination'), t('LED, 12–24 V', 'LED, 12–24 V')),
    ],
    tier: tierOf(kinds, kind),
  };
}
