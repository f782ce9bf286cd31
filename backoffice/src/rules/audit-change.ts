/** What an audit entry changed, field by field: "status: received → processing". */
export function auditChange(before: unknown, after: unknown): string {
  const from = asRecord(before);
  const to = asRecord(after);
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map((key) => (key in from ? `${key}: ${show(from[key])} → ${show(to[key])}` : `${key}: ${show(to[key])}`))
    .join('; ');
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function show(value: unknown): string {
  return value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value);
}
