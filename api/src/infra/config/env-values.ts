// Readers of single settings, for config.ts and the settings it gathers from infra/config. Each
// collects a problem instead of throwing, so one start names every bad variable at once.

/** A variable's trimmed value; undefined when it is unset or empty. */
export type EnvRead = (name: string) => string | undefined;

const YES = ['true', '1', 'yes', 'on'];
/** Also what switches TRUST_PROXY off. */
export const NO = ['false', '0', 'no', 'off'];

/** A yes/no setting, or `fallback` when unset. */
export function yesOrNo(read: EnvRead, name: string, fallback: boolean, problems: string[]): boolean {
  const text = read(name)?.toLowerCase();
  if (text === undefined) return fallback;
  if (!YES.includes(text) && !NO.includes(text)) problems.push(`${name} must be true or false (got "${text}")`);
  return YES.includes(text);
}

/** A whole number of at least `least` (1 unless said), or `fallback` when unset or wrong. */
export function wholeNumber(read: EnvRead, name: string, fallback: number, problems: string[], least = 1): number {
  const text = read(name);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < least) {
    problems.push(`${name} must be a whole number of at least ${least} (got "${text}")`);
    return fallback;
  }
  return Number(text);
}
