import type { LocalizedText } from '../domain-types';

/**
 * Readers for one field of an imported row, which may come from CSV (all text) or JSON (typed).
 * Each returns the value or pushes a plain-language problem naming the field.
 */
export type Problems = string[];

export function readText(value: unknown, field: string, problems: Problems, options: { required?: boolean; max?: number } = {}): string {
  if (value === undefined || value === null || value === '') {
    if (options.required) problems.push(`${field} is required`);
    return '';
  }
  if (typeof value !== 'string') {
    problems.push(`${field} must be text`);
    return '';
  }
  const text = value.trim();
  if (options.required && text === '') problems.push(`${field} is required`);
  if (text.length > (options.max ?? 10_000)) problems.push(`${field} must be at most ${options.max ?? 10_000} characters long`);
  return text;
}

/** Norwegian spreadsheets write "1 234,50": spaces (also non-breaking) go, a lone comma is the decimal mark. */
export function readNumber(value: unknown, field: string, problems: Problems, options: { required?: boolean; decimals?: number } = {}): number | null {
  if (value === undefined || value === null || value === '') {
    if (options.required) problems.push(`${field} is required`);
    return null;
  }
  let text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/[\s\u00a0]/g, '') : '';
  if (!text.includes('.')) text = text.replace(',', '.');
  const decimals = options.decimals ?? 2;
  const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  if (!pattern.test(text)) {
    problems.push(decimals === 0 ? `${field} must be a whole number` : `${field} must be a number of at least 0 with at most ${decimals} decimals`);
    return null;
  }
  return Number(text);
}

export function readLocalized(nb: unknown, en: unknown, field: string, problems: Problems, required = false): LocalizedText {
  const norwegian = readText(nb, `${field}_nb`, problems, { required });
  // English falls back to Norwegian: a distributor's own data is often Norwegian only.
  const english = readText(en, `${field}_en`, problems) || norwegian;
  return { nb: norwegian, en: english };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
