import { type InputHTMLAttributes, useId } from 'react';
import { useValueTypedBeforeStart } from './typed-before-start';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** A message in the reader's words, shown under the field and tied to it for screen readers. */
  error?: string | undefined;
  hint?: string | undefined;
  /** The team's own stylesheet, with the classes `field`, `error` and `hint` (forms.ts says why). */
  styles: Readonly<Record<string, string>>;
}

/** A labelled input with its error (or hint) right below it, tied together for screen readers. */
export function Field({ label, value, onValue, error, hint, styles, ...input }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const field = useValueTypedBeforeStart<HTMLInputElement>(value, onValue);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={field}
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...input}
      />
      {error ? (
        <span id={messageId} className={styles.error} role="alert">
          {error}
        </span>
      ) : hint ? (
        <span id={messageId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
