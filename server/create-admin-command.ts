// `npm run admin:create`: the first admin of a database without demo data (a production database, or
// an empty one for screenshots). ADMIN_EMAIL and ADMIN_PASSWORD (the rules of a new password) name
// the account; it is created as an admin, or an existing account with that email becomes one and
// takes the password. Reads DATABASE_URL or DATA_DIR, as `npm run db:migrate` does, and migrates
// first. Decision 117.
import { z } from 'zod';
import { newPassword } from '../domain/schemas/auth.ts';
import { loadDatabaseSettings } from './config.ts';
import { openDatabase } from './db/client.ts';
import { hashPassword } from './modules/auth/index.ts';
import { changeAccount, createAccount, userWithEmail } from './modules/users/index.ts';

const adminEnv = z.object({
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()),
  ADMIN_PASSWORD: newPassword,
});

const parsed = adminEnv.safeParse(process.env);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  console.error('Usage: ADMIN_EMAIL=you@example.com ADMIN_PASSWORD=… npm run admin:create');
  process.exit(1);
}
const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = parsed.data;

try {
  const handle = await openDatabase(loadDatabaseSettings());
  try {
    await handle.migrate();
    const passwordHash = await hashPassword(password);
    const existing = await userWithEmail(handle.db, email);
    if (existing) await changeAccount(handle.db, existing.id, { role: 'admin', passwordHash });
    else await createAccount(handle.db, { email, passwordHash, role: 'admin', firstName: 'Admin' });
    console.log(`${existing ? 'Made' : 'Created'} the admin ${email}: sign in at /admin/login`);
  } finally {
    await handle.close();
  }
} catch (err) {
  console.error(
    `Could not create the admin: ${(err as Error & { cause?: Error }).cause?.message ?? (err as Error).message}`,
  );
  process.exitCode = 1;
}
