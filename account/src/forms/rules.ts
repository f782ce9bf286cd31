import type { AccountTexts } from '../texts/account-texts';

/** A text key of the account namespaces: what a field check says when it fails. */
export type RuleMessage =
  | { key: `account.${keyof AccountTexts['account']}`; count?: number }
  | { key: `organization.${keyof AccountTexts['organization']}`; count?: number };

export type Rule = (value: string) => RuleMessage | null;

const PASSWORD_MIN_LENGTH = 10;

const required: Rule = (value) => (value.trim() === '' ? { key: 'account.required' } : null);

export const email: Rule = (value) =>
  /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim()) ? null : { key: 'account.invalidEmail' };

export const phone: Rule = (value) =>
  /^\+?\d{8,15}$/.test(value.replace(/[\s-]/g, '')) ? null : { key: 'account.invalidPhone' };

export const zipCode: Rule = (value) => (/^\d{4}$/.test(value.trim()) ? null : { key: 'account.invalidZipCode' });

export const password: Rule = (value) =>
  value.length >= PASSWORD_MIN_LENGTH ? null : { key: 'account.passwordTooShort', count: PASSWORD_MIN_LENGTH };

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

/** Brønnøysund's check: 9 digits, the last a mod-11 check digit over the first eight. */
export function isValidOrganizationNumber(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[8]);
}

export const organizationNumber: Rule = (value) =>
  isValidOrganizationNumber(value) ? null : { key: 'organization.invalidOrgNumber' };

/** The first rule that fails; an empty optional field passes. */
export function checkValue(value: string, rules: Rule[], optional = false): RuleMessage | null {
  if (optional && value.trim() === '') return null;
  for (const rule of [required, ...rules]) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

export type FieldErrors<K extends string> = Partial<Record<K, RuleMessage>>;

/** Checks every field of a form at once: `{ field: [rules] }` → the messages of the fields that fail. */
export function checkForm<K extends string>(
  values: Record<K, string>,
  rules: Partial<Record<K, Rule[] | { rules: Rule[]; optional: true }>>,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const field of Object.keys(rules) as K[]) {
    const spec = rules[field];
    if (spec === undefined) continue;
    const message = Array.isArray(spec) ? checkValue(values[field], spec) : checkValue(values[field], spec.rules, true);
    if (message) errors[field] = message;
  }
  return errors;
}
