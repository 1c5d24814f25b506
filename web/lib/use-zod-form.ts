import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';

type Errors<K extends string> = Partial<Record<K, string>>;

function errorsOf<K extends string>(schema: z.ZodType, values: Record<K, string>): Errors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Errors<K> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key as K] = issue.message;
  }
  return errors;
}

function only<K extends string>(errors: Errors<K>, keys: Set<K>): Errors<K> {
  const picked: Errors<K> = {};
  for (const key of keys) if (errors[key]) picked[key] = errors[key];
  return picked;
}

/**
 * A form checked by a zod schema from domain/: a field shows its message once it has been left
 * (blur) and keeps it current while typing; submit checks everything and focuses the first
 * invalid field. Messages are the schema's, so they match the spec verbatim.
 */
export function useZodForm<K extends string, S extends z.ZodType>(schema: S, initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  // The values as of the last change, before a render has caught up: two fields changed in one go
  // (a password manager's autofill, typing handed over to the app, decision 153) both count, and a
  // blur or submit in the same moment checks them.
  const latest = useRef(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const touched = useRef(new Set<K>());
  const formRef = useRef<HTMLFormElement>(null);

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...latest.current, [name]: event.target.value };
      latest.current = next;
      setValues(next);
      if (touched.current.size > 0) setErrors(only(errorsOf<K>(schema, next), touched.current));
    },
    onBlur: () => {
      touched.current.add(name);
      setErrors(only(errorsOf<K>(schema, latest.current), touched.current));
    },
  });

  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const current = latest.current;
    const result = schema.safeParse(current);
    if (!result.success) {
      for (const key of Object.keys(current) as K[]) touched.current.add(key);
      setErrors(errorsOf<K>(schema, current));
      requestAnimationFrame(() => {
        formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      });
      return;
    }
    onValid(result.data);
  };

  const reset = useCallback(
    (next: Record<K, string> = initial) => {
      touched.current.clear();
      setErrors({});
      latest.current = next;
      setValues(next);
    },
    [initial],
  );

  return { values, errors, field, handleSubmit, reset, formRef };
}
