import type { z } from 'zod';

/** A field of a catalogue's add/edit form; `name` is the key of the item and of the body sent. */
export type FormField =
  | {
      kind: 'text';
      name: string;
      label: string;
      type?: 'text' | 'email' | 'tel';
      placeholder?: string;
      autoComplete?: string;
      /** What a new item starts with (contact role: "Support"). */
      initial?: string;
      /** Half the form's width on wide screens (city beside state). */
      half?: boolean;
    }
  /** Degrees held as text (admin-and-host §3), shown without the database's trailing zeros. */
  | { kind: 'decimal'; name: string; label: string; placeholder?: string; half?: boolean }
  | { kind: 'textarea'; name: string; label: string; placeholder?: string }
  | {
      kind: 'choice';
      name: string;
      label: string;
      options: { value: string; label: string }[];
      initial: string;
    }
  /** One of many values (a state) in a drop-down; a new item starts with none chosen. */
  | {
      kind: 'select';
      name: string;
      label: string;
      options: readonly string[];
      placeholder: string;
      half?: boolean;
    }
  | { kind: 'switch'; name: string; label: string; description: string; initial: boolean }
  /** An image uploaded through POST /api/upload (purpose catalog). */
  | { kind: 'image'; name: string; label: string }
  /** An emoji, or an image URL starting with http. */
  | { kind: 'icon'; name: string; label: string; placeholder?: string };

export type FormValues = Record<string, string | boolean>;
export type FieldErrors = Record<string, string>;

/** What a new item's form starts with: empty text, the fields' own starting values. */
export function defaultsOf(fields: readonly FormField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.kind === 'switch') values[field.name] = field.initial;
    else if (field.kind === 'choice') values[field.name] = field.initial;
    else if (field.kind === 'text') values[field.name] = field.initial ?? '';
    else values[field.name] = '';
  }
  return values;
}

/** "15.490900" -> "15.4909", "73.000000" -> "73": degrees as a person types them. */
export function decimalText(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** The form of an existing item: its values, with nothing missing shown as empty. */
export function valuesOf(fields: readonly FormField[], item: Record<string, unknown>): FormValues {
  const values = defaultsOf(fields);
  for (const field of fields) {
    const value = item[field.name];
    if (typeof value === 'boolean') values[field.name] = value;
    else if (typeof value === 'string')
      values[field.name] = field.kind === 'decimal' ? decimalText(value) : value;
    else if (typeof value === 'number') values[field.name] = String(value);
  }
  return values;
}

/** The schema's first message for each field it refuses (the server gives the same ones). */
export function fieldErrors(schema: z.ZodType, values: FormValues): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Save is offered once every field named is non-empty after trimming (admin-and-host §5). */
export function canSave(values: FormValues, mustBeFilled: readonly string[]): boolean {
  return mustBeFilled.every((name) => {
    const value = values[name];
    return typeof value === 'string' && value.trim() !== '';
  });
}

/** How an amenity's or property type's icon shows: an image when it starts with http, else emoji text. */
export function iconKind(icon: string | null | undefined): 'image' | 'emoji' | 'none' {
  const value = icon?.trim() ?? '';
  if (!value) return 'none';
  return value.startsWith('http') ? 'image' : 'emoji';
}

/**
 * A server refusal that names a body field first (`name: Name is required`) as that
 * field's message; null when it names none of the form's fields.
 */
export function serverFieldError(
  message: string | null,
  fields: readonly FormField[],
): { name: string; message: string } | null {
  const match = message ? /^([A-Za-z]+): (\S[\s\S]*)$/.exec(message) : null;
  if (!match) return null;
  const [, name, text] = match;
  return name && text && fields.some((field) => field.name === name) ? { name, message: text } : null;
}

/** The fields the schema refuses to leave empty: the form marks them required. */
export function requiredFields(schema: z.ZodType, fields: readonly FormField[]): Set<string> {
  const empty = defaultsOf(fields);
  for (const field of fields) if (field.kind !== 'switch' && field.kind !== 'choice') empty[field.name] = '';
  return new Set(Object.keys(fieldErrors(schema, empty)));
}
