import { checkForm, checkValue, email, organizationNumber, password, phone, zipCode } from './rules';

describe('field rules', () => {
  it('checks Norwegian organisation numbers with mod 11', () => {
    expect(organizationNumber('912345688')).toBeNull();
    expect(organizationNumber('912 345 688')).toBeNull();
    expect(organizationNumber('912345687')).toEqual({ key: 'organization.invalidOrgNumber' });
    expect(organizationNumber('91234568')).toEqual({ key: 'organization.invalidOrgNumber' });
    // Check digit 10 never makes a valid number.
    expect(organizationNumber('912345670')).toEqual({ key: 'organization.invalidOrgNumber' });
    expect(organizationNumber('123')).toEqual({ key: 'organization.invalidOrgNumber' });
  });

  it('asks for a 4-digit postal code, an e-mail address, a phone number and a long enough password', () => {
    expect(zipCode('0155')).toBeNull();
    expect(zipCode('155')).toEqual({ key: 'account.invalidZipCode' });
    expect(email('kari@firma.no')).toBeNull();
    expect(email('kari@firma')).toEqual({ key: 'account.invalidEmail' });
    expect(phone('+47 22 33 44 55')).toBeNull();
    expect(phone('1234')).toEqual({ key: 'account.invalidPhone' });
    expect(password('kort')).toEqual({ key: 'account.passwordTooShort', count: 10 });
  });

  it('says "required" first, and lets an empty optional field pass', () => {
    expect(checkValue('  ', [email])).toEqual({ key: 'account.required' });
    expect(checkValue('', [email], true)).toBeNull();
    expect(checkValue('x', [email], true)).toEqual({ key: 'account.invalidEmail' });
  });

  it('checks a whole form and names only the failing fields', () => {
    const errors = checkForm(
      { name: 'Kari', zip: '12', note: '' },
      { name: [], zip: [zipCode], note: { rules: [], optional: true } },
    );
    expect(errors).toEqual({ zip: { key: 'account.invalidZipCode' } });
  });
});
