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
  // What the button of the link's page does (the link itself changes nothing).
  const token = new URL(await shop.confirmationLink(person.email)).searchParams.get('confirm');
  const confirmed = await fetch(`${shop.url}/api/auth/confirm-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  if (confirmed.status !== 200) throw new Error(`Confirming ${person.email} answered ${confirmed.status}: ${await confirmed.text()}`);
}
