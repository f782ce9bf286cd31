// Fire detection: smoke and CO alarms, fire panels, detectors and manual call points.
import { type Variant, tierOf } from '../product-family';
import type { Random } from '../random';
import { LABEL, join, spec, t, temperatureRange, yesNo } from '../text';

export function smokeAlarm(interconnected: boolean) {
  return (random: Random): Variant => {
    const tenYear = random.chance(0.6);
    const units = random.pick([24, 32, 40]);
    return {
      model: `SA${interconnected ? 'W' : ''}${tenYear ? '10' : '9V'}-${random.int(10, 99)}`,
      name: join([interconnected ? t('Seriekoblet ', 'Interconnected ') : '', t('optisk røykvarsler', 'optical smoke alarm'), tenYear ? t(' med 10 års batteri', ' with 10-year battery') : '']),
      highlights: [t('EN 14604'), t(tenYear ? '10 års batteri' : '9 V batteri', tenYear ? '10-year battery' : '9 V battery'), ...(interconnected ? [t(`Opptil ${units} enheter`, `Up to ${units} units`)] : []), t('Pausefunksjon', 'Hush button')],
      specs: [
        spec(LABEL.standard, 'EN 14604'),
        spec(t('Sensor', 'Sensor'), t('Optisk', 'Optical')),
        spec(LABEL.battery, tenYear ? t('Litium, 10 år', 'Lithium, 10 years') : t('9 V alkalisk', '9 V alkaline')),
        spec(t('Seriekobling', 'Interconnection'), interconnected ? t(`Trådløs 868 MHz, opptil ${units} enheter`, `Wireless 868 MHz, up to ${units} units`) : t('Nei', 'No')),
        spec(LABEL.soundLevel, '85 dB(A) @ 3 m'),
        spec(t('Pause- og testknapp', 'Hush and test button'), yesNo(true)),
      ],
      tier: ((tenYear ? 1 : 0) + (interconnected ? 1 : 0)) / 2,
    };
  };
}

export function addressablePanel(random: Random): Variant {
  const loops = random.pick([1, 2, 4, 8]);
  const networked = loops >= 2 && random.chance(0.6);
  return {
    model: `AFP${loops}L${networked ? 'N' : ''}-${random.int(10, 99)}`,
    name: t(`Adresserbar brannsentral ${loops} ${loops === 1 ? 'sløyfe' : 'sløyfer'}`, `Addressable fire panel ${loops} ${loops === 1 ? 'loop' : 'loops'}`),
    highlights: [t(`${loops} ${loops === 1 ? 'sløyfe' : 'sløyfer'}`, `${loops} ${loops === 1 ? 'loop' : 'loops'}`), t(`${loops * 250} adresser`, `${loops * 250} addresses`), t('EN 54-2/4'), ...(networked ? [t('Nettverk', 'Networked')] : [])],
    specs: [
      spec(t('Sløyfer', 'Loops'), `${loops}`),
      spec(t('Adresser per sløyfe', 'Addresses per loop'), '250'),
      spec(LABEL.zones, `${loops * 250}`),
      spec(LABEL.standard, 'EN 54-2, EN 54-4'),
      spec(t('Nettverk', 'Networking'), networked ? t('Opptil 32 sentraler', 'Up to 32 panels') : t('Nei', 'No')),
      spec(LABEL.display, t('Grafisk LCD, norsk menyspråk', 'Graphic LCD, Norwegian menus')),
      spec(LABEL.power, t('230 V AC, plass til 2 × 17 Ah batteri', '230 V AC, room for 2 × 17 Ah batteries')),
    ],
    tier: (tierOf([1, 2, 4, 8], loops) + (networked ? 0.3 : 0)) / 1.3,
  };
}

export function conventionalPanel(random: Random): Variant {
  const zones = random.pick([2, 4, 8, 12, 16]);
  return {
    model: `CFP${zones}-${random.int(10, 99)}`,
    name: t(`Konvensjonell brannsentral ${zones} soner`, `Conventional fire panel ${zones} zones`),
    highlights: [t(`${zones} soner`, `${zones} zones`), t('EN 54-2/4'), t('2 alarmutganger', '2 sounder outputs')],
    specs: [
      spec(LABEL.zones, `${zones}`),
      spec(t('Detektorer per sone', 'Detectors per zone'), '32'),
      spec(LABEL.standard, 'EN 54-2, EN 54-4'),
      spec(t('Utganger', 'Outputs'), t('2 overvåkede alarmorganutganger, brann- og feilrelé', '2 monitored sounder outputs, fire and fault relays')),
      spec(LABEL.power, t('230 V AC, plass til 2 × 7 Ah batteri', '230 V AC, room for 2 × 7 Ah batteries')),
    ],
    tier: tierOf([2, 4, 8, 12, 16], zones),
  };
}

export function detector(kind: 'smoke' | 'heat' | 'multi') {
  const names = {
    smoke: t('optisk røykdetektor', 'optical smoke detector'),
    heat: t('varmedetektor', 'heat detector'),
    multi: t('multisensordetektor', 'multi-sensor detector'),
  };
  const standards = { smoke: 'EN 54-7', heat: 'EN 54-5', multi: 'EN 54-5, EN 54-7' };
  return (random: Random): Variant => {
    const addressable = random.chance(0.6);
    const heatClass = random.pick(['A1R', 'A2S', 'BS', 'CS']);
    const specs = [
      spec(LABEL.standard, standards[kind]),
      spec(t('Type', 'Type'), addressable ? t('Adresserbar', 'Addressable') : t('Konvensjonell', 'Conventional')),
      spec(t('Indikator', 'Indicator'), t('Rød LED, synlig 360°', 'Red LED, visible 360°')),
      spec(LABEL.temperature, temperatureRange(-10, 55)),
      spec(t('Sokkel', 'Base'), t('Inngår ikke', 'Not included')),
    ];
    if (kind !== 'smoke') specs.splice(1, 0, spec(t('Varmeklasse', 'Heat class'), heatClass));
    if (kind === 'multi') specs.splice(1, 0, spec(t('Sensorer', 'Sensors'), t('Optisk røyk og varme', 'Optical smoke and heat')));
    return {
      model: `${kind === 'smoke' ? 'SD' : kind === 'heat' ? `HD${heatClass}` : 'MS'}${addressable ? 'A' : 'C'}-${random.int(100, 999)}`,
      name: join([addressable ? t('Adresserbar ', 'Addressable ') : t('Konvensjonell ', 'Conventional '), names[kind], kind === 'heat' ? ` ${heatClass}` : '']),
      highlights: [t(standards[kind]), t(addressable ? 'Adresserbar' : 'Konvensjonell', addressable ? 'Addressable' : 'Conventional'), ...(kind !== 'smoke' ? [t(`Klasse ${heatClass}`, `Class ${heatClass}`)] : [])],
      specs,
      tier: addressable ? 0.7 : 0.2,
    };
  };
}

export function flameDetector(random: Random): Variant {
  const tech = random.pick(['UV', 'IR', 'UV/IR', 'IR3']);
  const range = random.pick([25, 40, 65]);
  const ex = random.chance(0.3);
  return {
    model: `FD${tech.replace('/', '')}${range}${ex ? 'EX' : ''}-${random.int(10, 99)}`,
    name: t(`Flammedetektor ${tech} ${range} m${ex ? ', Ex' : ''}`, `Flame detector ${tech} ${range} m${ex ? ', Ex' : ''}`),
    highlights: [t(tech), t(`${range} m`), t('EN 54-10'), ...(ex ? [t('ATEX')] : [])],
    specs: [
      spec(t('Teknologi', 'Technology'), tech),
      spec(LABEL.range, t(`${range} m (n-heptan 0,1 m²)`, `${range} m (n-heptane 0.1 m²)`)),
      spec(LABEL.coverage, '90°'),
      spec(LABEL.standard, 'EN 54-10'),
      spec(t('Eksplosjonsvern', 'Explosion protection'), ex ? 'ATEX II 2 G Ex db IIC T4' : t('Nei', 'No')),
      spec(LABEL.protection, 'IP66'),
    ],
    tier: (tierOf(['UV', 'IR', 'UV/IR', 'IR3'], tech) + tierOf([25, 40, 65], range) + (ex ? 1 : 0)) / 3,
  };
}

export function callPoint(random: Random): Variant {
  const outdoor = random.chance(0.35);
  const addressable = random.chance(0.55);
  return {
    model: `MCP${addressable ? 'A' : 'C'}${outdoor ? 'O' : 'I'}-${random.int(10, 99)}`,
    name: join([t('Manuell brannmelder', 'Manual call point'), addressable ? t(', adresserbar', ', addressable') : '', outdoor ? t(', utendørs', ', outdoor') : '']),
    highlights: [t('EN 54-11'), t(outdoor ? 'IP67' : 'IP24D'), t('Tilbakestillbart element', 'Resettable element')],
    specs: [
      spec(LABEL.standard, t('EN 54-11 type A', 'EN 54-11 type A')),
      spec(t('Type', 'Type'), addressable ? t('Adresserbar', 'Addressable') : t('Konvensjonell', 'Conventional')),
      spec(LABEL.protection, outdoor ? 'IP67' : 'IP24D'),
      spec(LABEL.colour, t('Rød', 'Red')),
      spec(t('Element', 'Element'), t('Tilbakestillbart, med nøkkel', 'Resettable, with key')),
    ],
    tier: ((addressable ? 1 : 0) + (outdoor ? 1 : 0)) / 2,
  };
}

export function coAlarm(random: Random): Variant {
  const display = random.chance(0.5);
  return {
    model: `CO${display ? 'D' : ''}10-${random.int(10, 99)}`,
    name: join([t('CO-varsler med 10 års sensor', 'CO alarm with 10-year sensor'), display ? t(' og display', ' and display') : '']),
    highlights: [t('EN 50291'), t('10 års levetid', '10-year life'), ...(display ? [t('Display')] : [])],
    specs: [
      spec(LABEL.standard, 'EN 50291-1'),
      spec(t('Sensor', 'Sensor'), t('Elektrokjemisk, 10 år', 'Electrochemical, 10 years')),
      spec(LABEL.display, display ? t('Digital ppm-visning', 'Digital ppm readout') : t('Nei', 'No')),
      spec(LABEL.soundLevel, '85 dB(A) @ 3 m'),
    ],
    tier: display ? 0.8 : 0.2,
  };
}
