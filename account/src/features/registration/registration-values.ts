import type { RegistrationInput } from '../../api/organization-api';
import { type OrganizationValues, checkOrganization, inputOf } from '../../forms/organization-values';
import { type FieldErrors, checkForm, email, password, phone } from '../../forms/rules';

export interface PersonValues {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  password: string;
}

export type PersonField = keyof PersonValues;

export const EMPTY_PERSON: PersonValues = { contactName: '', contactEmail: '', contactPhone: '', password: '' };

export function checkPerson(values: PersonValues): FieldErrors<PersonField> {
  return checkForm(values, { contactName: [], contactEmail: [email], contactPhone: [phone], password: [password] });
}

export function registrationInput(organization: OrganizationValues, person: PersonValues): RegistrationInput {
  return {
    ...inputOf(organization),
    contact: { name: person.contactName.trim(), email: person.contactEmail.trim(), phone: person.contactPhone.trim() },
    password: person.password,
  };
}

export function hasErrors(...errors: object[]): boolean {
  return errors.some((found) => Object.keys(found).length > 0);
}

export { checkOrganization };
