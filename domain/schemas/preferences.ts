import { z } from 'zod';
import { languages } from '../rules/language/languages.ts';

/** PUT /api/user/preferences: what the signed-in person chose to keep (decision 110). */
export const preferencesBody = z
  .object({ language: z.enum(languages) })
  .strict()
  .meta({ examples: [{ language: 'hi' }] });
export type PreferencesBody = z.infer<typeof preferencesBody>;

export const preferencesAnswer = z.object({ language: z.enum(languages) });
