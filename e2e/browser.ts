import { type Browser, chromium } from 'playwright-core';
import { chromiumPath } from '../scripts/chromium-path.mjs';

/** Headless, sandbox off (root), and nothing phoning home: the machine's network is closed. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium headless shell (or CHROMIUM_PATH: scripts/chromium-path.mjs), with nothing phoning home. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: chromiumFlags,
  });
}
