import { mayActOnAddresses } from './address-rules';

describe('address actions (spec §5)', () => {
  const address = { recipient: '', street: 'Storgata 1', zipCode: '0155', area: 'Oslo' };

  it('act with a logged-in user id and a payload', () => {
    expect(mayActOnAddresses('u1', address)).toBe(true);
  });

  it.each([
    ['no user id', null, address],
    ['an empty user id', '', address],
    ['an undefined user id', undefined, address],
    ['no payload', 'u1', null],
    ['an undefined payload', 'u1', undefined],
  ])('do nothing with %s', (_case, userId, payload) => {
    expect(mayActOnAddresses(userId, payload)).toBe(false);
  });
});
