// Field devices of an alarm system: detectors, contacts, sirens and their power.
import { type Variant, tierOf } from '../product-family';
import type { Random } from '../random';
import { grade } from './panel-variants';
import { LABEL, decimal, join, spec, t, temperatureRange, yesNo } from '../text';

export function motionDetector(dual: boolean) {
  return (random: Random): Variant => {
    const range = random.pick(dual ? [12, 15, 18, 25] : [12, 15, 18]);
    const pet = random.pick([0, 0, 20, 40]);
    const wireless = random.chance(0.35);
    const level = grade(random, dual ? 0.6 : 0.3);
    const kind = dual ? t('dual-tech-detektor', 'dual-tech detector') : t('PIR-detektor', 'PIR detector');
    return {
      model: `${dual ? 'DT' : 'PR'}${range}${pet ? `P${pet}` : ''}${wireless ? 'W' : ''}-${random.int(10, 99)}`,
      name: join([wireless ? t('Trådløs ', 'Wireless ') : '', kind, ` ${range} m`, pet ? t(', dyreimmun', ', pet immune') : '']),
      highlights: [t(`${range} m`), t(`Grad ${level}`, `Grade ${level}`), ...(pet ? [t(`Dyreimmun ${pet} kg`, `Pet immune ${pet} kg`)] : []), t(wireless ? 'Trådløs 868 MHz' : 'Kablet', wireless ? 'Wireless 868 MHz' : 'Wired')],
      specs: [
        spec(LABEL.range, `${range} × ${range} m`),
        spec(LABEL.coverage, '90°'),
        spec(t('Teknologi', 'Technology'), dual ? t('PIR + mikrobølge 10,525 GHz', 'PIR + microwave 10.525 GHz') : t('Dobbel PIR med digital signalbehandling', 'Dual PIR with digital signal processing')),
        spec(t('Dyreimmunitet', 'Pet immunity'), pet ? `${pet} kg` : t('Nei', 'No')),
        spec(t('Antimasking', 'Anti-masking'), yesNo(level === 3)),
        spec(LABEL.grade, t(`EN 50131 grad ${level}`, `EN 50131 grade ${level}`)),
        spec(LABEL.power, wireless ? t('CR123A litium, 5 års levetid', 'CR123A lithium, 5-year life') : '9–16 V DC'),
        spec(t('Monteringshøyde', 'Mounting height'), join([decimal(2.1), '–', decimal(2.7), ' m'])),
      ],
      tier: (tierOf(dual ? [12, 15, 18, 25] : [12, 15, 18], range) + (level - 2) + (wireless ? 0.5 : 0)) / 2.5,
    };
  };
}

export function magneticContact(random: Random): Variant {
  const styles = [t('utenpåliggende', 'surface'), t('innfelt', 'recessed'), t('kraftig', 'heavy-duty')];
  const style = random.pick(styles);
  const gap = random.pick([15, 25, 40, 60]);
  const wireless = random.chance(0.3);
  return {
    model: `MC${styles.indexOf(style) + 1}${gap}${wireless ? 'W' : ''}-${random.int(10, 99)}`,
    name: join([wireless ? t('Trådløs ', 'Wireless ') : '', t('magnetkontakt, ', 'magnetic contact, '), style]),
    highlights: [style, t(`Gap ${gap} mm`), t(wireless ? 'Trådløs' : 'Kablet', wireless ? 'Wireless' : 'Wired')],
    specs: [
      spec(t('Type', 'Type'), style),
      spec(t('Arbeidsavstand', 'Operating gap'), `${gap} mm`),
      spec(LABEL.wireless, yesNo(wireless)),
      spec(LABEL.grade, t(`EN 50131 grad ${gap <= 25 ? 3 : 2}`, `EN 50131 grade ${gap <= 25 ? 3 : 2}`)),
      spec(LABEL.colour, random.pick([t('Hvit', 'White'), t('Brun', 'Brown'), t('Grå', 'Grey')])),
    ],
    tier: (tierOf(styles, style) + (wireless ? 1 : 0)) / 2,
  };
}

export function glassBreak(random: Random): Variant {
  const range = random.pick([6, 9]);
  const wireless = random.chance(0.3);
  return {
    model: `GB${range}${wireless ? 'W' : ''}-${random.int(10, 99)}`,
    name: join([wireless ? t('Trådløs ', 'Wireless ') : '', t(`glassknusdetektor ${range} m`, `glass-break detector ${range} m`)]),
    highlights: [t(`${range} m`), t('360°'), t('Akustisk', 'Acoustic')],
    specs: [
      spec(LABEL.range, `${range} m`),
      spec(LABEL.coverage, '360°'),
      spec(t('Glasstyper', 'Glass types'), t('Vanlig, herdet, laminert og trådglass', 'Plate, tempered, laminated and wired glass')),
      spec(LABEL.grade, t('EN 50131 grad 2', 'EN 50131 grade 2')),
    ],
    tier: (range === 9 ? 0.5 : 0) + (wireless ? 0.5 : 0),
  };
}

export function outdoorDetector(random: Random): Variant {
  const range = random.pick([12, 24]);
  const curtain = random.chance(0.35);
  return {
    model: `OD${range}${curtain ? 'C' : ''}-${random.int(10, 99)}`,
    name: t(`Utendørs ${curtain ? 'gardindetektor' : 'detektor'} ${range} m`, `Outdoor ${curtain ? 'curtain ' : ''}detector ${range} m`),
    highlights: [t(`${range} m`), t('IP55'), t('Dobbel PIR', 'Dual PIR'), t('Antimasking', 'Anti-masking')],
    specs: [
      spec(LABEL.range, `${range} m`),
      spec(LABEL.coverage, curtain ? t('Gardin 6°', 'Curtain 6°') : '90°'),
      spec(LABEL.protection, 'IP55'),
      spec(t('Antimasking', 'Anti-masking'), yesNo(true)),
      spec(LABEL.temperature, temperatureRange(-30, 60)),
    ],
    tier: range === 24 ? 0.8 : 0.3,
  };
}

export function siren(outdoor: boolean) {
  return (random: Random): Variant => {
    const decibels = outdoor ? random.pick([110, 115, 120]) : random.pick([95, 100, 105, 110]);
    const flash = outdoor || random.chance(0.4);
    return {
      model: `${outdoor ? 'OS' : 'IS'}${decibels}${flash ? 'F' : ''}-${random.int(10, 99)}`,
      name: join([outdoor ? t('Utendørs sirene', 'Outdoor siren') : t('Innendørs sirene', 'Indoor siren'), ` ${decibels} dB`, flash ? t(' med blitz', ' with strobe') : '']),
      highlights: [t(`${decibels} dB`), ...(flash ? [t('LED-blitz', 'LED strobe')] : []), t(outdoor ? 'Egenforsynt' : 'Piezo', outdoor ? 'Self-powered' : 'Piezo')],
      specs: [
        spec(LABEL.soundLevel, `${decibels} dB(A) @ 1 m`),
        spec(t('Blitz', 'Strobe'), yesNo(flash)),
        spec(LABEL.power, outdoor ? t('12 V DC, eget batteri 2,3 Ah', '12 V DC, own 2.3 Ah battery') : '12 V DC'),
        spec(LABEL.protection, outdoor ? 'IP65' : 'IP41'),
        spec(LABEL.grade, t(`EN 50131 grad ${outdoor ? 3 : 2}`, `EN 50131 grade ${outdoor ? 3 : 2}`)),
      ],
      tier: (decibels - 95) / 25,
    };
  };
}

export function battery(random: Random): Variant {
  const ampHours = random.pick([1.2, 2.3, 3.2, 7.2, 12, 18, 26, 40]);
  const volts = ampHours >= 26 || random.chance(0.8) ? 12 : 6;
  return {
    model: `B${volts}V${String(ampHours).replace('.', '')}-${random.pick(['F1', 'F2', 'M5', 'M6'])}`,
    name: join([t(`Batteri ${volts} V `, `Battery ${volts} V `), decimal(ampHours), ' Ah']),
    highlights: [t(`${volts} V`), join([decimal(ampHours), ' Ah']), t('AGM')],
    specs: [
      spec(LABEL.voltage, `${volts} V`),
      spec(LABEL.capacity, join([decimal(ampHours), ' Ah'])),
      spec(t('Type', 'Type'), t('Forseglet blybatteri (VRLA/AGM)', 'Sealed lead-acid (VRLA/AGM)')),
      spec(t('Levetid', 'Design life'), t('5 år', '5 years')),
    ],
    tier: tierOf([1.2, 2.3, 3.2, 7.2, 12, 18, 26, 40], ampHours),
  };
}

export function powerSupply(random: Random): Variant {
  const volts = random.pick([12, 24]);
  const amps = random.pick([1.5, 3, 5]);
  const batteryRoom = random.pick([7, 17, 40]);
  return {
    model: `PS${volts}-${amps * 10}A${batteryRoom}`,
    name: join([t(`Strømforsyning ${volts} V `, `Power supply ${volts} V `), decimal(amps), ' A']),
    highlights: [t(`${volts} V`), join([decimal(amps), ' A']), t(`Plass til ${batteryRoom} Ah`, `Room for ${batteryRoom} Ah`)],
    specs: [
      spec(t('Utgang', 'Output'), join([`${volts} V DC, `, decimal(amps), ' A'])),
      spec(t('Batteriplass', 'Battery space'), `${batteryRoom} Ah`),
      spec(t('Overvåking', 'Monitoring'), t('Feilutganger for nett, batteri og sikring', 'Fault outputs for mains, battery and fuse')),
      spec(LABEL.grade, t('EN 50131-6 grad 3', 'EN 50131-6 grade 3')),
      spec(LABEL.temperature, temperatureRange(-10, 40)),
    ],
    tier: (tierOf([1.5, 3, 5], amps) + tierOf([7, 17, 40], batteryRoom)) / 2,
  };
}
