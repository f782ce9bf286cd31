import { groupedSecret, typedCode } from './otpauth';

describe('the secret and codes as people read and type them', () => {
  it('groups the secret by four, with no trailing space', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupedSecret('ABC')).toBe('ABC');
  });

  it('takes a code with the spaces an app shows', () => {
    expect(typedCode(' 123 456 ')).toBe('123456');
  });
});
