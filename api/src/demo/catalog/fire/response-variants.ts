// Fire response: sounders, beacons, extinguishers and fire blankets.
import { type Variant, tierOf } from '../product-family';
import type { Random } from '../random';
import { LABEL, join, spec, t } from '../text';

export function sounder(random: Random): Variant {
  const kinds = [t('brannklokke', 'fire bell'), t('brannsirene', 'fire sounder'), t('talevarsler', 'voice sounder')];
  const kind = random.pick(kinds);
  const decibels = random.pick([95, 100, 105, 110]);
  const colour = random.pick([t('Rød', 'Red'), t('Hvit', 'White')]);
  return {
    model: `SN${kinds.indexOf(kind) + 1}${decibels}${colour.en.charAt(0)}-${random.int(10, 99)}`,
    name: join([kind, ` ${decibels} dB, `, { nb: colour.nb.toLowerCase(), en: colour.en.toLowerCase() }]),
    highlights: [t(`${decibels} dB`), t('EN 54-3'), colour],
    specs: [
      spec(LABEL.soundLevel, `${decibels} dB(A) @ 1 m`),
      spec(LABEL.standard, 'EN 54-3'),
      spec(t('Toner', 'Tones'), kinds.indexOf(kind) === 2 ? t('Innspilte talemeldinger på norsk og engelsk', 'Recorded voice messages in Norwegian and English') : '32'),
      spec(LABEL.voltage, '9–30 V DC'),
      spec(LABEL.colour, colour),
    ],
    tier: (tierOf(kinds, kind) + tierOf([95, 100, 105, 110], decibels)) / 2,
  };
}

export function beacon(random: Random): Variant {
  const category = random.pick(['W-2.4-7.5', 'W-3-11.3', 'C-3-8', 'C-3-15']);
  const colour = random.pick([t('Rød', 'Red'), t('Hvit', 'White')]);
  return {
    model: `BC${category.replace(/[.-]/g, '')}${colour.en.charAt(0)}-${random.int(10, 99)}`,
    name: t(`Blitzlys EN 54-23 ${category}`, `Beacon EN 54-23 ${category}`),
    highlights: [t('EN 54-23'), t(category), colour],
    specs: [
      spec(LABEL.standard, 'EN 54-23'),
      spec(t('Dekningsklasse', 'Coverage category'), category),
      spec(t('Blinkfrekvens', 'Flash rate'), '0,5 Hz'),
      spec(LABEL.colour, colour),
      spec(LABEL.voltage, '9–30 V DC'),
    ],
    tier: tierOf(['W-2.4-7.5', 'W-3-11.3', 'C-3-8', 'C-3-15'], category),
  };
}

export function extinguisher(random: Random): Variant {
  const kinds = [
    { code: 'P', nb: 'Pulverapparat', en: 'Powder extinguisher', sizes: [2, 6, 9, 12], unit: 'kg', rating: '43A 233B C' },
    { code: 'S', nb: 'Skumapparat', en: 'Foam extinguisher', sizes: [6, 9], unit: 'l', rating: '27A 183B' },
    { code: 'C', nb: 'CO₂-apparat', en: 'CO₂ extinguisher', sizes: [2, 5], unit: 'kg', rating: '89B' },
  ];
  const kind = random.pick(kinds);
  const size = random.pick(kind.sizes);
  return {
    model: `EX${kind.code}${size}-${random.int(10, 99)}`,
    name: t(`${kind.nb} ${size} ${kind.unit}`, `${kind.en} ${size} ${kind.unit}`),
    highlights: [t(`${size} ${kind.unit}`), t(kind.rating), t('EN 3')],
    specs: [
      spec(t('Slokkemiddel', 'Extinguishing agent'), t(kind.nb.replace('apparat', ''), kind.en.replace(' extinguisher', ''))),
      spec(LABEL.capacity, `${size} ${kind.unit}`),
      spec(t('Slokkeevne', 'Fire rating'), kind.rating),
      spec(LABEL.standard, 'EN 3-7'),
      spec(t('Veggbrakett', 'Wall bracket'), t('Inkludert', 'Included')),
    ],
    tier: (tierOf(kinds, kind) + tierOf(kind.sizes, size)) / 2,
  };
}

export function fireBlanket(random: Random): Variant {
  const size = random.pick(['120 × 120', '120 × 180', '180 × 180']);
  return {
    model: `FB${size.replace(/ × /g, 'X')}-${random.int(10, 99)}`,
    name: t(`Brannteppe ${size} cm`, `Fire blanket ${size} cm`),
    highlights: [t(`${size} cm`), t('EN 1869'), t('Myk veske', 'Soft case')],
    specs: [
      spec(LABEL.dimensions, `${size} cm`),
      spec(LABEL.standard, 'EN 1869'),
      spec(LABEL.material, t('Glassfiber', 'Glass fibre')),
    ],
    tier: tierOf(['120 × 120', '120 × 180', '180 × 180'], size),
  };
}
