// Around the cameras: PoE switches and injectors, brackets, junction boxes, monitors, VMS licences.
import { type Variant, tierOf } from '../product-family';
import type { Random } from '../random';
import { LABEL, join, spec, t } from '../text';

export function poeSwitch(random: Random): Variant {
  const ports = random.pick([4, 8, 16, 24]);
  const budget = ({ 4: 60, 8: 120, 16: 250, 24: 370 } as Record<number, number>)[ports] as number;
  const managed = random.chance(0.5);
  return {
    model: `SW${ports}P${managed ? 'M' : ''}-${random.int(10, 99)}`,
    name: t(`${ports}-ports PoE-svitsj${managed ? ', administrerbar' : ''}`, `${ports}-port PoE switch${managed ? ', managed' : ''}`),
    highlights: [t(`${ports} × PoE`), t(`${budget} W`), t(managed ? 'Administrerbar' : 'Plug and play', managed ? 'Managed' : 'Plug and play')],
    specs: [
      spec(LABEL.ports, t(`${ports} × 10/100/1000 PoE + 2 × Gigabit SFP-opplink`, `${ports} × 10/100/1000 PoE + 2 × Gigabit SFP uplink`)),
      spec(t('PoE-budsjett', 'PoE budget'), `${budget} W`),
      spec(LABEL.standard, 'IEEE 802.3af/at'),
      spec(t('Lang rekkevidde', 'Extended range'), t('Opptil 250 m ved 10 Mbps', 'Up to 250 m at 10 Mbps')),
      spec(t('Administrasjon', 'Management'), managed ? t('Web, SNMP, VLAN', 'Web, SNMP, VLAN') : t('Uadministrert', 'Unmanaged')),
    ],
    tier: (tierOf([4, 8, 16, 24], ports) + (managed ? 0.3 : 0)) / 1.3,
  };
}

export function poeInjector(random: Random): Variant {
  const watts = random.pick([30, 60, 90]);
  const standard = ({ 30: '802.3at', 60: '802.3bt type 3', 90: '802.3bt type 4' } as Record<number, string>)[watts] as string;
  return {
    model: `INJ${watts}-G${random.int(1, 9)}`,
    name: t(`PoE-injektor ${watts} W Gigabit`, `PoE injector ${watts} W Gigabit`),
    highlights: [t(`${watts} W`), t(standard), t('Gigabit')],
    specs: [
      spec(t('Utgangseffekt', 'Output power'), `${watts} W`),
      spec(LABEL.standard, `IEEE ${standard}`),
      spec(LABEL.ports, t('1 × inn, 1 × PoE ut (10/100/1000)', '1 × in, 1 × PoE out (10/100/1000)')),
      spec(LABEL.power, '100–240 V AC'),
    ],
    tier: tierOf([30, 60, 90], watts),
  };
}

export function bracket(random: Random): Variant {
  const kinds = [
    t('veggbrakett', 'wall bracket'), t('stolpebrakett', 'pole mount'), t('hjørnebrakett', 'corner mount'),
    t('takbrakett', 'ceiling mount'), t('pendelbrakett', 'pendant mount'),
  ];
  const kind = random.pick(kinds);
  const forWhat = random.pick([t('bullet-kamera', 'bullet camera'), t('dome-kamera', 'dome camera'), t('PTZ-kamera', 'PTZ camera')]);
  const colour = random.pick([t('Hvit', 'White'), t('Svart', 'Black')]);
  return {
    model: `BR${kinds.indexOf(kind) + 1}${random.int(100, 999)}${colour.en === 'Black' ? 'B' : 'W'}`,
    name: join([kind, t(' for ', ' for '), forWhat]),
    highlights: [colour, t('Aluminium'), t('Skjult kabelføring', 'Concealed cabling')],
    specs: [
      spec(LABEL.material, t('Aluminium, pulverlakkert', 'Aluminium, powder coated')),
      spec(LABEL.colour, colour),
      spec(t('Maks. last', 'Max. load'), `${random.pick([3, 5, 10, 15])} kg`),
      spec(LABEL.mounting, join([t('Passer ', 'Fits '), forWhat])),
    ],
    tier: random.next(),
  };
}

export function junctionBox(random: Random): Variant {
  const size = random.pick([t('liten', 'small'), t('medium', 'medium'), t('stor', 'large')]);
  return {
    model: `JB${random.int(100, 999)}${size.en.charAt(0).toUpperCase()}`,
    name: join([t('Koblingsboks ', 'Junction box '), size, t(' for kamera', ' for cameras')]),
    highlights: [t('IP66'), size, t('Aluminium')],
    specs: [
      spec(LABEL.protection, 'IP66'),
      spec(LABEL.material, t('Aluminium', 'Aluminium')),
      spec(LABEL.colour, random.pick([t('Hvit', 'White'), t('Svart', 'Black')])),
    ],
    tier: tierOf(['small', 'medium', 'large'], size.en),
  };
}

export function monitor(random: Random): Variant {
  const inches = random.pick([22, 24, 27, 32, 43, 55]);
  const uhd = inches >= 27 && random.chance(0.6);
  return {
    model: `M${inches}${uhd ? 'U' : 'F'}-${random.int(10, 99)}`,
    name: t(`${inches}" overvåkingsskjerm${uhd ? ' 4K' : ''}`, `${inches}" surveillance monitor${uhd ? ' 4K' : ''}`),
    highlights: [t(`${inches}"`), t(uhd ? '4K UHD' : 'Full HD'), t('24/7-drift', '24/7 operation')],
    specs: [
      spec(LABEL.display, `${inches}" ${uhd ? '3840 × 2160' : '1920 × 1080'} LED`),
      spec(t('Innganger', 'Inputs'), 'HDMI, VGA, BNC'),
      spec(t('Drift', 'Operation'), '24/7'),
      spec(LABEL.mounting, 'VESA 100 × 100'),
    ],
    tier: (tierOf([22, 24, 27, 32, 43, 55], inches) + (uhd ? 0.2 : 0)) / 1.2,
  };
}

export function vmsLicence(random: Random): Variant {
  const editions = [t('Basis', 'Basic'), t('Pro'), t('Enterprise')];
  const edition = random.pick(editions);
  const channels = random.pick([1, 8, 16, 32, 64]);
  return {
    model: `VMS-${edition.en.charAt(0)}${channels}-${random.int(1, 9)}`,
    name: t(`VMS-lisens ${edition.nb}, ${channels} ${channels === 1 ? 'kanal' : 'kanaler'}`, `VMS licence ${edition.en}, ${channels} ${channels === 1 ? 'channel' : 'channels'}`),
    highlights: [edition, t(`${channels} ${channels === 1 ? 'kanal' : 'kanaler'}`, `${channels} ${channels === 1 ? 'channel' : 'channels'}`), t('1 år oppdateringer', '1 year of updates')],
    specs: [
      spec(LABEL.licence, join([edition, ' – ', t(`${channels} kamerakanaler`, `${channels} camera channels`)])),
      spec(t('Oppdateringer', 'Updates'), t('12 måneder inkludert', '12 months included')),
      spec(t('Klienter', 'Clients'), t('Windows, web og mobilapp', 'Windows, web and mobile app')),
      spec(t('Levering', 'Delivery'), t('Lisenskode på e-post', 'Licence code by e-mail')),
    ],
    tier: (tierOf(editions, edition) + tierOf([1, 8, 16, 32, 64], channels)) / 2,
  };
}
