import { PASSWORD_LENGTH, isEmailAddress, isOrganizationNumber, isPhoneNumber, isPostcode } from '@shop/shared/contracts';
import type { AccountTexts } from '../texts/account-texts';

/** A text key of the account namespaces: what a field check says when it fails. */
export type RuleMessage =
  | { key: `account.${keyof AccountTexts['account']}`; count?: number }
  | { key: `organization.${keyof AccountTexts['organization']}`; count?: number }
  | { key: `people.${keyof AccountTexts['people']}`; count?: number };

export type Rule = (value: string) => RuleMessage | null;

const required: Rule = (value) => (value.trim() === '' ? { key: 'account.required' } : null);

// The rules themselves are the kernel's (@shop/shared/contracts), which the API enforces too.
export const email: Rule = (value) => (isEmailAddress(value) ? null : { key: 'account.invalidEmail' });

export const phone: Rule = (value) => (isPhoneNumber(value) ? null : { key: 'account.invalidPhone' });

export const zipCode: Rule = (value) => (isPostcode(value) ? null : { key: 'account.invalidZipCode' });

export const password: Rule = (value) =>
  value.length >= PASSWORD_LENGTH.min ? null : { key: 'account.passwordTooShort', count: PASSWORD_LENGTH.min };

export const organizationNumber: Rule = (value) =>
  isOrganizationNumber(value) ? null : { key: 'organization.invalidOrgNumber' };

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
