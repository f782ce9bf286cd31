import fc from 'fast-check';
import { type JsonType, extraKey, oddNumber, oddText, tooLongText, wrongTypedValue } from './bad-values';

/** The parts of a JSON schema the routes use. */
export interface JsonSchema {
  type?: JsonType | readonly JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: readonly JsonSchema[];
  enum?: readonly unknown[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

type Path = ReadonlyArray<string | number>;

/** One change to a valid document, and whether the API must refuse the result. */
export interface DocumentMutation {
  kind: string;
  /** True when the changed document breaks the schema: the answer must be a 4xx. */
  reject: boolean;
  path: Path;
  /** 'set' replaces (or adds) the value at `path`, 'delete' removes it. */
  op: 'set' | 'delete';
  value?: unknown;
}

function typesOf(schema: JsonSchema): JsonType[] | null {
  if (schema.anyOf) {
    const all = schema.anyOf.map(typesOf);
    return all.some((types) => types === null) ? null : [...new Set(all.flat() as JsonType[])];
  }
  if (schema.type === undefined) return null;
  return typeof schema.type === 'string' ? [schema.type] : [...schema.type];
}

interface Slot {
  path: Path;
  schema: JsonSchema;
  /** Whether the value must be there (the enclosing object's `required`). */
  required: boolean;
  present: boolean;
  value: unknown;
}

/** Every place in `template` (a valid document) the schema describes, root first. */
function slotsOf(schema: JsonSchema, template: unknown, path: Path = [], required = true): Slot[] {
  const slots: Slot[] = [{ path, schema, required, present: template !== undefined, value: template }];
  if (schema.properties) {
    const object = (template ?? {}) as Record<string, unknown>;
    for (const [name, child] of Object.entries(schema.properties)) {
      slots.push(...slotsOf(child, object[name], [...path, name], schema.required?.includes(name) ?? false));
    }
  }
  if (schema.items && Array.isArray(template) && template.length > 0) {
    slots.push(...slotsOf(schema.items, template[0], [...path, 0], true));
  }
  return slots;
}

const objectSchemaOf = (schema: JsonSchema): JsonSchema | undefined =>
  schema.properties ? schema : schema.anyOf?.find((option) => option.properties !== undefined);

/** The mutations possible at one slot. */
function slotMutations(slot: Slot): Array<fc.Arbitrary<DocumentMutation>> {
  const { path, schema } = slot;
  const at = path.length === 0 ? 'document' : path.join('.');
  const out: Array<fc.Arbitrary<DocumentMutation>> = [];
  const set = (kind: string, reject: boolean) => (value: unknown): DocumentMutation => ({ kind, reject, path, op: 'set', value });
  const types = typesOf(schema);

  const wrong = types ? wrongTypedValue(types) : null;
  if (wrong) out.push(wrong.map(set(`${at}: wrong type`, true)));
  if (slot.present && path.length > 0) {
    out.push(fc.constant<DocumentMutation>({ kind: `${at}: missing`, reject: slot.required, path, op: 'delete' }));
  }
  if (types?.includes('string')) {
    if (schema.maxLength !== undefined) out.push(tooLongText(schema.maxLength).map(set(`${at}: too long`, true)));
    out.push(oddText(schema.maxLength ?? 1000).map((text) => set(`${at}: odd text`, !stringFits(schema, text))(text)));
  }
  if (types?.includes('integer') || types?.includes('number')) {
    out.push(oddNumber.map((number) => set(`${at}: odd number`, !numberFits(schema, types, number))(number)));
  }
  if (schema.enum) out.push(oddText(50).filter((text) => !schema.enum?.includes(text)).map(set(`${at}: not one of the allowed`, true)));
  if (types?.includes('array') && schema.maxItems !== undefined && Array.isArray(slot.value) && slot.value.length > 0) {
    const item = slot.value[0];
    out.push(fc.constant(Array.from({ length: (schema.maxItems ?? 0) + 1 }, () => item)).map(set(`${at}: too many items`, true)));
  }
  if (types?.includes('array') && (schema.minItems ?? 0) > 0) out.push(fc.constant([]).map(set(`${at}: empty list`, true)));

  const objectSchema = objectSchemaOf(schema);
  if (objectSchema && slot.present && slot.value !== null) {
    const closed = objectSchema.additionalProperties === false;
    const known = Object.keys(objectSchema.properties ?? {});
    out.push(
      fc
        .tuple(extraKey.filter((key) => !known.includes(key)), fc.oneof(oddText(30), oddNumber, fc.constant(null)))
        .map(([key, value]) => ({ kind: `${at}: extra field`, reject: closed, path: [...path, key], op: 'set' as const, value })),
    );
  }
  return out;
}

function stringFits(schema: JsonSchema, text: string): boolean {
  if (schema.maxLength !== undefined && [...text].length > schema.maxLength) return false;
  if (schema.minLength !== undefined && [...text].length < schema.minLength) return false;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(text)) return false;
  return schema.enum === undefined || schema.enum.includes(text);
}

function numberFits(schema: JsonSchema, types: JsonType[], number: number): boolean {
  if (!types.includes('number') && !Number.isInteger(number)) return false;
  if (schema.minimum !== undefined && number < schema.minimum) return false;
  return schema.maximum === undefined || number <= schema.maximum;
}

/** Mutations of a document that satisfies `schema`, chosen anywhere in it. */
export function documentMutations(schema: JsonSchema, template: unknown): fc.Arbitrary<DocumentMutation> {
  const all = slotsOf(schema, template).flatMap(slotMutations);
  if (all.length === 0) throw new Error('The schema offers nothing to change');
  return fc.oneof(...all);
}

/** Applies a mutation to a copy of `document`. */
export function applyMutation(document: unknown, mutation: DocumentMutation): unknown {
  if (mutation.path.length === 0) return mutation.op === 'delete' ? undefined : mutation.value;
  const copy = structuredClone(document ?? {}) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of mutation.path.slice(0, -1)) {
    const next = parent[key];
    parent[key] = next !== null && typeof next === 'object' ? next : {};
    parent = parent[key] as Record<string | number, unknown>;
  }
  const last = mutation.path[mutation.path.length - 1] as string | number;
  if (mutation.op === 'delete') delete parent[last];
  else Object.defineProperty(parent, last, { value: mutation.value, enumerable: true, writable: true, configurable: true });
  return copy;
}
