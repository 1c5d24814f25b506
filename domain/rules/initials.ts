type Named = { firstName?: string | null; lastName?: string | null; email?: string | null };

/** Avatar initials (traveller §2): first letters of first and last name; else of the email; else U. */
export function initialsOf(user: Named): string {
  const first = user.firstName?.trim()?.[0];
  const last = user.lastName?.trim()?.[0];
  if (first || last) return `${first ?? ''}${last ?? ''}`.toUpperCase();
  const fromEmail = user.email?.trim()?.[0];
  return (fromEmail ?? 'U').toUpperCase();
}
