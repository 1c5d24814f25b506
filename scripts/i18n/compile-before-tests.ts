// vitest's global setup: the typed message functions (i18n/generated) exist before any test file
// imports them, also when `npm test` runs on a fresh clone without `npm run check`.
import { compileMessages } from './compile.mjs';

export default async function setup() {
  await compileMessages();
}
