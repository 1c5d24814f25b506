// The Chromium the journeys and screenshots drive: CHROMIUM_PATH, else Debian's old headless shell
// (package chromium-headless-shell) where installed, else Debian's full Chromium. The shell is the
// build Playwright itself prefers for headless runs: on the 2-core CI machine a new context and page
// cost it a quarter of the full browser's CPU (decision 143).
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
}
