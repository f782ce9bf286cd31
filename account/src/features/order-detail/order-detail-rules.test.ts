import { formatOrganizationNumber, formatDay, formatMoment, isOrderId } from './order-detail-rules';

describe('the order page’s rules', () => {
  it('takes only a UUID for an order id', () => {
    expect(isOrderId('3f2b8c1e-5d4a-4b7e-9c0d-1a2b3c4d5e6f')).toBe(true);
    expect(isOrderId('3F2B8C1E-5D4A-4B7E-9C0D-1A2B3C4D5E6F')).toBe(true);
    for (const odd of [undefined, '', 'AX-1', '3f2b8c1e-5d4a-4b7e-9c0d-1a2b3c4d5e6', '3f2b8c1e-5d4a-4b7e-9c0d-1a2b3c4d5e6f0']) expect(isOrderId(odd)).toBe(false);
  });

  it('writes a calendar day in words, the same day wherever the browser is', () => {
    expect(formatDay('2026-12-04', 'nb')).toBe('4. desember 2026');
    expect(formatDay('2026-12-04', 'en')).toBe('4 December 2026');
    expect(formatDay('2027-01-01', 'nb')).toBe('1. januar 2027');
  });

  it('writes a moment as Norwegian clocks show it, summer time included', () => {
    expect(formatMoment('2026-11-26T13:05:00.000Z', 'nb')).toContain('26. november 2026');
    expect(formatMoment('2026-11-26T13:05:00.000Z', 'nb')).toContain('14:05');
    expect(formatMoment('2026-07-01T22:30:00.000Z', 'en')).toContain('2 July 2026');
    expect(formatMoment('2026-07-01T22:30:00.000Z', 'en')).toContain('00:30');
  });
});

describe('an organisation number', () => {
  it('is written in groups of three, however it was stored, and anything else as it is', () => {
    expect(formatOrganizationNumber('923609016')).toBe('923 609 016');
    expect(formatOrganizationNumber('912 345 678')).toBe('912 345 678');
    expect(formatOrganizationNumber('12345')).toBe('12345');
  });
});
