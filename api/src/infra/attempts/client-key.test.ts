import { clientKeyOf } from './client-key';

describe('clientKeyOf', () => {
  it('counts an IPv4 address as it is, and one written as IPv6 as the IPv4 address', () => {
    expect(clientKeyOf('10.0.0.1')).toBe('10.0.0.1');
    expect(clientKeyOf('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(clientKeyOf('::ffff:a00:1')).toBe('10.0.0.1');
  });

  it('counts every IPv6 address of one /64 network as one client, and other networks apart', () => {
    const one = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:0db8:0001:0002:0:0:0:9', '2001:DB8:1:2::abcd'];
    expect(new Set(one.map(clientKeyOf))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves what is not an address alone', () => {
    expect(clientKeyOf('unknown')).toBe('unknown');
  });
});
