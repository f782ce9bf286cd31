import { type FormEvent, useState } from 'react';
import type { FieldErrors } from './rules';

/** The fields of V that hold text. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What a save answered, as the form shows it. */
export interface Submitted<V, O> {
  /** What the form says under its fields. */
  outcome?: O;
  /** What the server found wrong, said next to each field. */
  errors?: FieldErrors<keyof V & string>;
  /** The form starts over from its first values (true), or shows these. */
  reset?: true | Partial<V>;
}

interface CheckedFormOptions<V, O> {
  initial: V | (() => V);
  /** The field rules: a message per field that breaks one. */
  check: (values: V) => FieldErrors<keyof V & string>;
  /** Sends the values once they pass the rules; `null` when there is nothing to send them as (nobody logged in). */
  onSubmit: ((values: V) => Promise<Submitted<V, O>>) | null;
}

/**
 * The state every account form keeps: its values, the messages shown next to the fields, what the
 * last save answered and whether a save is under way. Nothing is sent while a field breaks a rule.
 */
export function useCheckedForm<V extends object, O = never>({ initial, check, onSubmit }: CheckedFormOptions<V, O>) {
  const [first] = useState(initial);
  const [values, setValues] = useState(first);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [outcome, setOutcome] = useState<O | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (changes: Partial<V>) => setValues((current) => ({ ...current, ...changes }));
  /** The setter of a text field. */
  const field = (name: TextField<V>) => (value: string) => change({ [name]: value } as Partial<V>);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0 || !onSubmit) return;
    setBusy(true);
    const answer = await onSubmit(values);
    setBusy(false);
    setErrors(answer.errors ?? {});
    setOutcome(answer.outcome ?? null);
    if (answer.reset === true) setValues(first);
    else if (answer.reset) change(answer.reset);
  }

  return { values, errors, outcome, busy, field, change, submit };
}
