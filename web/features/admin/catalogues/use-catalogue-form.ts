import { type FormEvent, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, type FormValues, fieldErrors } from './catalogue-form.ts';

/**
 * An add/edit form checked by the catalogue's input schema (the server's own): a field shows its
 * message once left or once the form was submitted; a message the server gave for a field shows
 * until that field changes. Submit hands over the schema's output (trimmed, empty text as null).
 */
export function useCatalogueForm(schema: z.ZodType, initial: FormValues) {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [fromServer, setFromServer] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const problems = useMemo(() => fieldErrors(schema, values), [schema, values]);
  const errors: FieldErrors = { ...fromServer };
  for (const name of shown) if (problems[name]) errors[name] = problems[name];

  const setValue = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFromServer(({ [name]: _gone, ...rest }) => rest);
  };
  const leave = (name: string) => setShown((current) => new Set(current).add(name));

  const handleSubmit = (onValid: (body: unknown) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = schema.safeParse(values);
    if (!result.success) {
      setShown(new Set(Object.keys(values)));
      requestAnimationFrame(() => {
        // A field's input, or a message standing for a field without one (the photo's).
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
      });
      return;
    }
    onValid(result.data);
  };

  const serverSaid = (name: string, message: string) =>
    setFromServer((current) => ({ ...current, [name]: message }));

  return { values, errors, setValue, leave, handleSubmit, serverSaid, formRef };
}

export type CatalogueForm = ReturnType<typeof useCatalogueForm>;
