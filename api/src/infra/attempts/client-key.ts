import { isIPv4, isIPv6 } from 'node:net';

/** The 16-bit groups of an IPv6 address, `::` expanded; null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const groupsOf = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          // An IPv4 tail (`::ffff:10.0.0.1`) is two groups.
          if (!isIPv4(group)) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The client a limit counts under, from its address: an IPv4 address as it is, an IPv6 address by
 * its /64 network (one customer's line or one data-centre host gets a whole /64, so counting per
 * /128 would give it 2^64 fresh budgets), and an IPv4 address written as IPv6 (`::ffff:10.0.0.1`,
 * a dual-stack socket's) as the IPv4 address.
 */
export function clientKeyOf(address: string): string {
  const groups = ipv6Groups(address);
  if (groups === null) return address;
  const isMappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIpv4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The client the limits per address count under (clientKeyOf the request's address). */
    readonly clientKey: string;
  }
}
