/** A random valid Norwegian organisation number (mod 11), starting with 9: a fresh organisation per run. */
export function organizationNumber(): string {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  for (;;) {
    const digits = [9, ...Array.from({ length: 7 }, () => Math.floor(Math.random() * 10))];
    const check = (11 - (digits.reduce((sum, digit, index) => sum + digit * weights[index]!, 0) % 11)) % 11;
    if (check !== 10) return [...digits, check].join('');
  }
}

/** A login of its own: a new organisation registered through the API, its e-mail confirmed by the mailed link. */
export async function confirmedOrganization(
  shop: { url: string; confirmationLink: (email: string) => Promise<string> },
  person: { name: string; email: string; password: string },
): Promise<void> {
  const registered = await fetch(`${shop.url}/api/organization`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `${person.name} AS`,
      organizationNumber: organizationNumber(),
      address: { street: 'Industriveien 7', zipCode: '0580', area: 'Oslo' },
      invoiceType: 'email',
      invoiceEmail: `faktura.${person.email}`,
      contact: { name: person.name, email: person.email, phone: '22334455' },
      password: person.password,
    }),
  });
  if (registered.status !== 201) throw new Error(`Registering ${person.email} answered ${registered.status}: ${await registered.text()}`);
  const confirmed = await fetch(await shop.confirmationLink(person.email), { redirect: 'manual' });
  if (confirmed.headers.get('location') !== '/min-side/logg-inn?confirmed=1') throw new Error(`Confirming ${person.email} led to ${confirmed.headers.get('location')}`);
}
