import { type FormEvent, useState } from 'react';
import type { FieldErrors } from './rules';

interface CheckedFormOptions<V extends { [K in keyof V]: string }> {
  initial: V;
  /** The field rules: a message per field that breaks one. */
  check: (values: V) => FieldErrors<keyof V & string>;
  /** What is sent once the values pass (trimmed, usually). */
  prepare: (values: V) => V;
  /** Answers whether the save went through; the form then starts over from `initial`. */
  onSubmit: (values: V) => Promise<boolean>;
}

/**
 * The state every small account form keeps: its values, the messages shown next to the fields,
 * and whether a save is under way. Nothing is sent while a field breaks a rule.
 */
export function useCheckedForm<V extends { [K in keyof V]: string }>({ initial, check, prepare, onSubmit }: CheckedFormOptions<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [busy, setBusy] = useState(false);
  const field = (name: keyof V & string) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const done = await onSubmit(prepare(values));
    setBusy(false);
    if (done) setValues(initial);
  }

  return { values, errors, busy, field, submit };
}
