import { type FormEvent, useState } from 'react';

/** A check of one field: the message to show, or null when the value is fine. */
export type FieldRule<V> = (value: string, values: V) => string | null;

export function required(message: string): FieldRule<unknown> {
  return (value) => (value.trim() ? null : message);
}

export function email(message: string): FieldRule<unknown> {
  return (value) => (!value || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : message);
}

export function minLength(length: number, message: string): FieldRule<unknown> {
  return (value) => (!value || value.length >= length ? null : message);
}

/**
 * Form state for the small auth forms: values, per-field messages shown from the first submit on,
 * and a submit handler that only calls `onValid` when every rule passes.
 */
export function useForm<V extends Record<string, string>>(
  initial: V,
  rules: { [K in keyof V]?: FieldRule<V>[] },
) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);

  const errorOf = (name: keyof V, all: V): string | undefined => {
    for (const rule of rules[name] ?? []) {
      const message = rule(all[name] ?? '', all);
      if (message) return message;
    }
    return undefined;
  };
  const errors = Object.fromEntries(
    Object.keys(values).map((name) => [name, submitted ? errorOf(name, values) : undefined]),
  ) as Partial<Record<keyof V, string>>;

  const bind = (name: keyof V) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((prev) => ({ ...prev, [name]: value })),
  });

  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(values).every((name) => !errorOf(name, values))) onValid(values);
  };

  return { values, bind, handleSubmit };
}
