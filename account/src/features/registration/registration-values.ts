import type { RegistrationInput } from '../../api/organization-api';
import { EMPTY_ORGANIZATION, type OrganizationValues, checkOrganization, inputOf } from '../../forms/organization-values';
import { type FieldErrors, checkForm, email, password, phone } from '../../forms/rules';

interface PersonValues {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  password: string;
}

/** Everything the registration form holds: the organisation and its first contact person with a password. */
export type RegistrationValues = OrganizationValues & PersonValues;

export const EMPTY_REGISTRATION: RegistrationValues = { ...EMPTY_ORGANIZATION, contactName: '', contactEmail: '', contactPhone: '', password: '' };

const personOf = ({ contactName, contactEmail, contactPhone, password: typed }: PersonValues): PersonValues => ({
  contactName,
  contactEmail,
  contactPhone,
  password: typed,
});

export function checkRegistration(values: RegistrationValues): FieldErrors<keyof RegistrationValues> {
  return {
    ...checkOrganization(values),
    ...checkForm(personOf(values), { contactName: [], contactEmail: [email], contactPhone: [phone], password: [password] }),
  };
}

export function registrationInput(values: RegistrationValues): RegistrationInput {
  return {
    ...inputOf(values),
    contact: { name: values.contactName.trim(), email: values.contactEmail.trim(), phone: values.contactPhone.trim() },
    password: values.password,
  };
}
