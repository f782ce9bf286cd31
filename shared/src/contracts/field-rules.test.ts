import { isEmailAddress, isOrganizationNumber, isPhoneNumber, isPostcode, organizationNumberDigits } from './field-rules';

describe('the field rules both the API and the forms apply', () => {
  it('accepts organisation numbers whose mod-11 check digit holds, spaces or not', () => {
    expect(isOrganizationNumber('923609016')).toBe(true);
    expect(isOrganizationNumber('923 609 016')).toBe(true);
    expect(isOrganizationNumber('923609017')).toBe(false);
    expect(isOrganizationNumber('92360901')).toBe(false);
    expect(organizationNumberDigits(' 923 609 016 ')).toBe('923609016');
  });

  it('refuses a number whose check digit would be 10', () => {
    // Eighth digit 6 weighs 2 × 6 = 12: remainder 1, check digit 10, which no number can carry.
    // Eighth digit 5 weighs 10: remainder 10, check digit 1.
    expect(isOrganizationNumber('000000060')).toBe(false);
    expect(isOrganizationNumber('000000051')).toBe(true);
  });

  it('checks e-mail addresses, phone numbers and postal codes as typed', () => {
    expect(isEmailAddress(' ola@firma.no ')).toBe(true);
    expect(isEmailAddress('ola@firma')).toBe(false);
    expect(isEmailAddress('ola nordmann@firma.no')).toBe(false);
    expect(isPhoneNumber('+47 22 33 44 55')).toBe(true);
    expect(isPhoneNumber('22-33-44-55')).toBe(true);
    expect(isPhoneNumber('2233')).toBe(false);
    expect(isPostcode(' 0150 ')).toBe(true);
    expect(isPostcode('015')).toBe(false);
  });
});
