// Cameras: IP and analogue HD bullets, domes and turrets, PTZ and fisheye.
import { type Variant, tierOf } from '../product-family';
import type { Random } from '../random';
import type { LocalizedText, SpecRow } from '../../../modules/catalog';
import { LABEL, decimal, join, spec, t, temperatureRange } from '../text';

const RESOLUTIONS: Record<number, string> = {
  2: '1920 × 1080', 4: '2688 × 1520', 5: '2960 × 1665', 6: '3200 × 1800', 8: '3840 × 2160', 12: '4000 × 3000',
};

const ANALYTICS = [
  t('Linjekryssing og inntrengning', 'Line crossing and intrusion'),
  t('Person- og kjøretøyklassifisering', 'Human and vehicle classification'),
  t('Ansiktsgjenkjenning', 'Face detection'),
  t('Personteller og kødeteksjon', 'People counting and queue detection'),
];

interface CameraForm {
  code: string;
  name: LocalizedText;
  ip: boolean;
  dome: boolean;
}

function lens(random: Random): { text: LocalizedText; code: string; short: LocalizedText } {
  if (random.chance(0.3)) {
    return {
      text: t('2,8–12 mm motorisert varifokal', '2.8–12 mm motorised varifocal'),
      code: 'Z',
      short: t('2,8–12 mm', '2.8–12 mm'),
    };
  }
  const mm = random.pick([2.8, 4, 6]);
  const mmText = join([decimal(mm), ' mm']);
  return { text: join([mmText, t(' fast', ' fixed')]), code: String(mm * 10).padStart(2, '0'), short: mmText };
}

export function camera(form: CameraForm) {
  return (random: Random): Variant => {
    const megapixels = random.pick(form.ip ? [2, 4, 5, 6, 8, 12] : [2, 5, 8]);
    const optics = lens(random);
    const irRange = random.pick(form.dome ? [20, 30, 40] : [30, 40, 60, 80]);
    const colourNight = random.chance(0.35);
    const analytics = form.ip ? random.sample(ANALYTICS, random.int(1, 3)) : [];
    const specs: SpecRow[] = [
      spec(LABEL.resolution, `${megapixels} MP (${RESOLUTIONS[megapixels]})`),
      spec(LABEL.sensor, random.pick(['1/2,8" progressive scan CMOS', '1/2,7" progressive scan CMOS', '1/1,8" progressive scan CMOS'])),
      spec(LABEL.lens, optics.text),
      spec(LABEL.irRange, colourNight ? t(`${irRange} m (hvitt lys, farge om natten)`, `${irRange} m (white light, colour at night)`) : `${irRange} m`),
      spec(LABEL.wdr, `${random.pick([120, 130, 140])} dB`),
      spec(LABEL.protection, form.dome ? 'IP67, IK10' : 'IP67'),
      spec(LABEL.temperature, temperatureRange(-30, 60)),
    ];
    if (form.ip) {
      specs.splice(4, 0, spec(LABEL.compression, 'H.265+, H.265, H.264+, H.264'));
      specs.push(spec(LABEL.power, t('PoE (802.3af), 12 V DC', 'PoE (802.3af), 12 V DC')));
      specs.push(spec(LABEL.analytics, join(analytics, ', ')));
      if (random.chance(0.4)) specs.push(spec(LABEL.audio, t('Innebygd mikrofon', 'Built-in microphone')));
    } else {
      specs.push(spec(t('Videoformat', 'Video format'), 'HD-TVI / AHD / CVI / CVBS'));
      specs.push(spec(LABEL.power, '12 V DC'));
    }
    const highlights = [t(`${megapixels} MP`), optics.short, t(colourNight ? `Farge natt ${irRange} m` : `IR ${irRange} m`, colourNight ? `Colour night ${irRange} m` : `IR ${irRange} m`)];
    highlights.push(form.ip ? t('PoE') : t('4-i-1', '4-in-1'));
    return {
      model: `${form.code}${megapixels}${optics.code}${colourNight ? 'C' : ''}-${random.int(10, 99)}`,
      name: join([`${megapixels} MP `, form.name]),
      highlights,
      specs,
      tier: (tierOf([2, 4, 5, 6, 8, 12], megapixels) + (optics.code === 'Z' ? 0.3 : 0)) / 1.3,
    };
  };
}

export function ptz(random: Random): Variant {
  const megapixels = random.pick([2, 4, 8]);
  const zoom = random.pick([25, 32, 42, 48]);
  const ir = random.pick([150, 200, 250]);
  return {
    model: `P${megapixels}X${zoom}-${random.int(10, 99)}`,
    name: t(`${megapixels} MP PTZ-kamera ${zoom}× zoom`, `${megapixels} MP PTZ camera ${zoom}× zoom`),
    highlights: [t(`${megapixels} MP`), t(`${zoom}× optisk zoom`, `${zoom}× optical zoom`), t(`IR ${ir} m`), t('Autotracking')],
    specs: [
      spec(LABEL.resolution, `${megapixels} MP (${RESOLUTIONS[megapixels]})`),
      spec(t('Optisk zoom', 'Optical zoom'), `${zoom}×`),
      spec(t('Panorering / tilt', 'Pan / tilt'), t('360° endeløs / −15° til 90°', '360° endless / −15° to 90°')),
      spec(LABEL.irRange, `${ir} m`),
      spec(LABEL.compression, 'H.265+, H.265, H.264'),
      spec(LABEL.analytics, t('Autotracking, inntrengning, linjekryssing', 'Auto-tracking, intrusion, line crossing')),
      spec(LABEL.protection, 'IP66, IK10'),
      spec(LABEL.power, t('24 V AC / Hi-PoE', '24 V AC / Hi-PoE')),
      spec(LABEL.temperature, temperatureRange(-40, 70)),
    ],
    tier: (tierOf([25, 32, 42, 48], zoom) + tierOf([2, 4, 8], megapixels)) / 2,
  };
}

export function fisheye(random: Random): Variant {
  const megapixels = random.pick([6, 12]);
  return {
    model: `F${megapixels}-${random.int(100, 999)}`,
    name: t(`${megapixels} MP 360° fisheye-kamera`, `${megapixels} MP 360° fisheye camera`),
    highlights: [t(`${megapixels} MP`), t('360° panorama'), t('IR 10 m'), t('PoE')],
    specs: [
      spec(LABEL.resolution, `${megapixels} MP (${RESOLUTIONS[megapixels]})`),
      spec(LABEL.lens, t('1,29 mm fisheye, 180° / 360°', '1.29 mm fisheye, 180° / 360°')),
      spec(t('Avfletting', 'Dewarping'), t('Panorama, dobbelt panorama, 4 PTZ-visninger', 'Panorama, double panorama, 4 PTZ views')),
      spec(LABEL.irRange, '10 m'),
      spec(LABEL.compression, 'H.265+, H.265, H.264'),
      spec(LABEL.audio, t('Innebygd mikrofon og høyttaler', 'Built-in microphone and speaker')),
      spec(LABEL.protection, 'IP67, IK10'),
      spec(LABEL.power, 'PoE (802.3af)'),
    ],
    tier: megapixels === 12 ? 0.8 : 0.3,
  };
}
