// Recording and storage: NVRs, DVRs, surveillance hard drives and memory cards.
import { type Variant, tierOf } from '../product-family';
import type { Random } from '../random';
import { LABEL, spec, t, temperatureRange } from '../text';

export function nvr(random: Random): Variant {
  const channels = random.pick([4, 8, 16, 32, 64]);
  const poe = channels <= 16 && random.chance(0.6) ? channels : 0;
  const bays = channels <= 8 ? 1 : channels <= 16 ? 2 : random.pick([4, 8]);
  const bandwidth = channels * 10 > 320 ? 320 : Math.max(80, channels * 10);
  return {
    model: `N${channels}${poe ? 'P' : ''}-${bays}H${random.int(1, 9)}`,
    name: t(`${channels}-kanals NVR${poe ? ' med PoE' : ''}`, `${channels}-channel NVR${poe ? ' with PoE' : ''}`),
    highlights: [t(`${channels} kanaler`, `${channels} channels`), t(`${bays} × SATA`), t('Opptil 12 MP', 'Up to 12 MP'), ...(poe ? [t(`${poe} × PoE`)] : [])],
    specs: [
      spec(LABEL.channels, `${channels}`),
      spec(t('Innkommende båndbredde', 'Incoming bandwidth'), `${bandwidth} Mbps`),
      spec(t('Maks. kameraoppløsning', 'Max. camera resolution'), '12 MP'),
      spec(t('Dekoding', 'Decoding'), channels >= 32 ? '4 × 4K @ 30 fps' : '1 × 4K @ 30 fps'),
      spec(LABEL.storage, t(`${bays} × SATA, opptil 16 TB per disk`, `${bays} × SATA, up to 16 TB per drive`)),
      spec(t('PoE-porter', 'PoE ports'), poe ? `${poe} (802.3af/at)` : t('Ingen', 'None')),
      spec(t('Videoutganger', 'Video outputs'), 'HDMI, VGA'),
      spec(LABEL.interface, t('1 × RJ45 Gigabit, 2 × USB', '1 × RJ45 Gigabit, 2 × USB')),
    ],
    tier: tierOf([4, 8, 16, 32, 64], channels),
  };
}

export function dvr(random: Random): Variant {
  const channels = random.pick([4, 8, 16, 32]);
  const megapixels = random.pick([2, 5, 8]);
  return {
    model: `D${channels}-${megapixels}M${random.int(1, 9)}`,
    name: t(`${channels}-kanals DVR ${megapixels} MP`, `${channels}-channel DVR ${megapixels} MP`),
    highlights: [t(`${channels} kanaler`, `${channels} channels`), t(`${megapixels} MP`), t('5-i-1 hybrid', '5-in-1 hybrid')],
    specs: [
      spec(LABEL.channels, t(`${channels} analoge + ${channels / 2} IP`, `${channels} analogue + ${channels / 2} IP`)),
      spec(t('Opptaksoppløsning', 'Recording resolution'), `${megapixels} MP`),
      spec(t('Videoinnganger', 'Video inputs'), 'HD-TVI / AHD / CVI / CVBS / IP'),
      spec(LABEL.storage, t(`${channels >= 16 ? 2 : 1} × SATA, opptil 10 TB per disk`, `${channels >= 16 ? 2 : 1} × SATA, up to 10 TB per drive`)),
      spec(t('Videoutganger', 'Video outputs'), 'HDMI, VGA'),
    ],
    tier: (tierOf([4, 8, 16, 32], channels) + tierOf([2, 5, 8], megapixels)) / 2,
  };
}

export function hardDrive(random: Random): Variant {
  const terabytes = random.pick([1, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);
  return {
    model: `HD${terabytes}T-${random.pick(['S', 'SP', 'E'])}${random.int(10, 99)}`,
    name: t(`${terabytes} TB harddisk for videoovervåkning`, `${terabytes} TB surveillance hard drive`),
    highlights: [t(`${terabytes} TB`), t('3,5" SATA', '3.5" SATA'), t('24/7-drift', '24/7 operation')],
    specs: [
      spec(LABEL.capacity, `${terabytes} TB`),
      spec(LABEL.interface, 'SATA 6 Gb/s, 3,5"'),
      spec(t('Hurtigbuffer', 'Cache'), `${terabytes >= 8 ? 256 : 128} MB`),
      spec(t('Arbeidsbelastning', 'Workload rate'), t(`${terabytes >= 8 ? 550 : 180} TB/år`, `${terabytes >= 8 ? 550 : 180} TB/year`)),
      spec(t('Kamerastrømmer', 'Camera streams'), t(`Opptil ${terabytes >= 8 ? 64 : 32}`, `Up to ${terabytes >= 8 ? 64 : 32}`)),
      spec(LABEL.warranty, t('3 år', '3 years')),
    ],
    tier: tierOf([1, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20], terabytes),
  };
}

export function memoryCard(random: Random): Variant {
  const gigabytes = random.pick([32, 64, 128, 256, 512]);
  return {
    model: `SD${gigabytes}-HE${random.int(1, 9)}`,
    name: t(`${gigabytes} GB microSD for kamera`, `${gigabytes} GB microSD for cameras`),
    highlights: [t(`${gigabytes} GB`), t('High Endurance'), t('Class 10 U3')],
    specs: [
      spec(LABEL.capacity, `${gigabytes} GB`),
      spec(t('Hastighetsklasse', 'Speed class'), 'Class 10, U3, V30'),
      spec(t('Skrivesykluser', 'Write endurance'), t(`${gigabytes * 80} timer Full HD`, `${gigabytes * 80} hours Full HD`)),
      spec(LABEL.temperature, temperatureRange(-25, 85)),
    ],
    tier: tierOf([32, 64, 128, 256, 512], gigabytes),
  };
}
