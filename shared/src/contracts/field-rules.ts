// The rules for the fields a customer types, written once for the API (which enforces them) and
// the forms of account and cart (which say what is wrong before a request is sent). Pure
// functions: each takes the text as typed, so both sides trim and fold it the same way.

/** A password's length in characters; spaces count and are never trimmed. */
export const PASSWORD_LENGTH = { min: 10, max: 200 } as const;

/** name@company.no: one @, no spaces, a domain with at least one dot. */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text.trim());
}

/** 8 to 15 digits, spaces, dashes and a leading + allowed: "+47 22 33 44 55", "22334455". */
export function isPhoneNumber(text: string): boolean {
  return /^\+?\d{8,15}$/.test(text.replace(/[\s-]/g, ''));
}

/** A Norwegian postal code: four digits. */
export function isPostcode(text: string): boolean {
  return /^\d{4}$/.test(text.trim());
}

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

/** Brønnøysund's check: 9 digits (spaces allowed), the last a mod-11 check digit over the first eight. */
export function isOrganizationNumber(text: string): boolean {
  const digits = organizationNumberDigits(text);
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[8]);
}

/** The organisation number as it is stored: its digits without spaces ("923 609 016" → "923609016"). */
export function organizationNumberDigits(text: string): string {
  return text.replace(/\s/g, '');
}
