/**
 * Headless Chromium for the browser benches: Debian's (or `$SUDOKU_CHROMIUM`) through
 * playwright-core, never a downloaded one, with the flags a sandboxed, shared machine needs.
 *
 * Owns: finding the executable and launching it. Does not own: pages, servers, what is measured
 * (browser.mjs, worker-page-sizes.mjs). The tests' copy of this is test/support/browser.ts.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * The Chromium executable; throws, naming the caller, when none is installed (a script checks
 * this first, before minutes of other work).
 * @param {string} caller the script's name, for the error
 */
export function chromiumPath(caller) {
  const path = [process.env.SUDOKU_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
  if (!path) throw new Error(`${caller}: no Chromium found (set SUDOKU_CHROMIUM, or apt-get install chromium)`);
  return path;
}

/** Launches headless Chromium ({@link chromiumPath}'s). */
export function launchChromium(caller) {
  return chromium.launch({
    executablePath: chromiumPath(caller),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
}
