import { type ErrorDetail, badRequest } from '../http/http-errors';
import { WEAK_PASSWORD, isEasyToGuess } from './password-strength';
import { PASSWORD_LENGTH, isEmailAddress, isOrganizationNumber, isPhoneNumber, isPostcode, organizationNumberDigits } from '@shop/shared/contracts';

/**
 * The rules for every field a customer types, with a plain message per field. Each check trims
 * what it reads and returns the cleaned value, collecting problems instead of stopping at the first.
 */
export class FieldChecker {
  readonly problems: ErrorDetail[] = [];

  private fail(field: string, message: string): void {
    this.problems.push({ field, message: `${field} ${message}` });
  }

  text(field: string, value: unknown, limits: { min?: number; max?: number } = {}): string {
    return this.checkedText(field, value, limits).text;
  }

  /** The trimmed text, and whether it passed presence and length (so one field gets one message). */
  private checkedText(field: string, value: unknown, { min = 1, max = 200 } = {}): { text: string; ok: boolean } {
    const text = typeof value === 'string' ? value.trim() : '';
    const before = this.problems.length;
    if (typeof value !== 'string' && min > 0) this.fail(field, 'is required');
    else if (text.length < min) this.fail(field, min === 1 ? 'must not be empty' : `must be at least ${min} characters long`);
    else if (text.length > max) this.fail(field, `must be at most ${max} characters long`);
    return { text, ok: this.problems.length === before };
  }

  email(field: string, value: unknown): string {
    const { text: email, ok } = this.checkedText(field, value, { max: 254 });
    if (ok && !isEmailAddress(email)) this.fail(field, 'must be an e-mail address like name@company.no');
    return email;
  }

  /** 8 to 15 digits, spaces and a leading + allowed: "+47 22 33 44 55", "22334455". */
  phone(field: string, value: unknown): string {
    const { text: phone, ok } = this.checkedText(field, value, { max: 30 });
    if (ok && !isPhoneNumber(phone)) this.fail(field, 'must be a phone number of 8 to 15 digits');
    return phone;
  }

  zipCode(field: string, value: unknown): string {
    const { text: zip, ok } = this.checkedText(field, value, { max: 20 });
    if (ok && !isPostcode(zip)) this.fail(field, 'must be a Norwegian postal code of 4 digits');
    return zip;
  }

  organizationNumber(field: string, value: unknown): string {
    const checked = this.checkedText(field, value, { max: 20 });
    const number = organizationNumberDigits(checked.text);
    if (checked.ok && !isOrganizationNumber(number)) this.fail(field, 'must be a valid 9-digit Norwegian organisation number');
    return number;
  }

  password(field: string, value: unknown): string {
    // Never trimmed: spaces are part of a password.
    const password = typeof value === 'string' ? value : '';
    if (typeof value !== 'string') this.fail(field, 'is required');
    else if (password.length < PASSWORD_LENGTH.min) this.fail(field, `must be at least ${PASSWORD_LENGTH.min} characters long`);
    else if (password.length > PASSWORD_LENGTH.max) this.fail(field, `must be at most ${PASSWORD_LENGTH.max} characters long`);
    return password;
  }

  /**
   * After `password`, when that passed: refuses a password among an attacker's first guesses, or
   * built from `personal` (the person's name and e-mail, the organisation's name).
   */
  async passwordHardToGuess(field: string, password: string, personal: readonly string[] = []): Promise<void> {
    if (this.problems.some((problem) => problem.field === field)) return;
    if (await isEasyToGuess(password, personal)) {
      const message = `${field} is too common or too easy to guess: choose a longer or less predictable one`;
      this.problems.push({ field, message, code: WEAK_PASSWORD });
    }
  }

  /** Throws 400 naming every field that is wrong, each with its own message. */
  assertValid(): void {
    if (this.problems.length > 0) throw badRequest(this.problems.map((problem) => problem.message).join('; '), this.problems);
  }

  oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
    this.fail(field, `must be one of: ${allowed.join(', ')}`);
    return allowed[0] as T;
  }
}
