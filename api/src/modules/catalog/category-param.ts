import type { FastifyRequest } from 'fastify';

/** Other spellings of a category key that clients send (spec §3: "kameraovervåkning"). */
const ALIASES: Record<string, string> = {
  kameraovervåkning: 'kameraovervakning',
};

/** Category keys match case-insensitively; the schema's enum then checks the result. */
export function normalizeCategory(raw: string): string {
  const lower = raw.trim().normalize('NFC').toLocaleLowerCase('nb');
  return ALIASES[lower] ?? lower;
}

/** preValidation hook: runs after the query is parsed and before the schema validates it. */
export async function normalizeCategoryQuery(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  if (typeof query.category === 'string') query.category = normalizeCategory(query.category);
}
