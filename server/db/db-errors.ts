/** SQLSTATE of a driver error, unwrapping Drizzle's DrizzleQueryError. */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
export const FOREIGN_KEY_VIOLATION = '23503';
/** PostgreSQL 18 (PGlite) reports an ON DELETE RESTRICT refusal so; 15 reports FOREIGN_KEY_VIOLATION. */
export const RESTRICT_VIOLATION = '23001';
export const DEADLOCK_DETECTED = '40P01';

/** A foreign key refused the change (a row referred to is gone, or a delete is RESTRICTed), on either engine. */
export const isForeignKeyRefusal = (err: unknown) =>
  [FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION].includes(sqlState(err) ?? '');

/**
 * An error as it may be logged. Drizzle's query errors (and PGlite's below them) carry the
 * statement's parameters (password hashes, emails, names) in their message and a `params`
 * field; the logged copy keeps the SQL, the SQLSTATE and the stack, without the values.
 */
export function loggableError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 5) return err;
  const { params: _params, cause, ...fields } = err as Error & { params?: unknown; cause?: unknown };
  const message = err.message.replace(/\nparams: [\s\S]*$/, '');
  const safe: Error = Object.assign(new Error(message), fields);
  safe.name = err.name;
  safe.stack = err.stack?.replace(err.message, message);
  if (cause !== undefined) safe.cause = loggableError(cause, depth + 1);
  return safe;
}
