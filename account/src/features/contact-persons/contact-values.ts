import type { ContactPersonInput } from '../../api/organization-api';
import { type FieldErrors, checkForm, email, phone } from '../../forms/rules';

export type ContactField = keyof ContactPersonInput;

export const EMPTY_CONTACT: ContactPersonInput = { name: '', email: '', phone: '' };

export function checkContact(values: ContactPersonInput): FieldErrors<ContactField> {
  return checkForm(values, { name: [], email: [email], phone: [phone] });
}

export function trimmed(values: ContactPersonInput): ContactPersonInput {
  return { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() };
}
