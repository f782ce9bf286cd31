/** A random valid Norwegian organisation number (mod 11), starting with 9: a fresh organisation per run. */
export function organizationNumber(): string {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  for (;;) {
    const digits = [9, ...Array.from({ length: 7 }, () => Math.floor(Math.random() * 10))];
    const check = (11 - (digits.reduce((sum, digit, index) => sum + digit * weights[index]!, 0) % 11)) % 11;
    if (check !== 10) return [...digits, check].join('');
  }
}
