import type { PreferencesBody } from '../../../domain/schemas/preferences.ts';
import type { AppDeps } from '../../app-deps.ts';
import { changeAccount } from '../users/index.ts';

/** Keeps the caller's language: their mails, notifications and API messages come in it. */
export async function savePreferences(deps: AppDeps, userId: string, body: PreferencesBody) {
  await changeAccount(deps.db, userId, { language: body.language, updatedAt: new Date() });
  return { language: body.language };
}
