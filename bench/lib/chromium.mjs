/**
 * Headless Chromium for the browser benches and the browser tests: Debian's (or
 * `$SUDOKU_CHROMIUM`) through playwright-core, never a downloaded one, with the flags a
 * sandboxed, shared machine needs. The one place that finds and launches it: bench/browser.mjs,
 * browser-cpu.mjs, worker-page-sizes.mjs, page-variant-hints.mjs, lib/startup-browser.mjs and the tests (through
 * test/support/browser.ts; types in chromium.d.mts).
 *
 * Owns: where Chromium is looked for, finding the executable, the launch flags. Does not own:
 * pages, servers, what is measured or checked (the scripts, the tests).
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Where Chromium is looked for, in order: `$SUDOKU_CHROMIUM` when set, then Debian's paths. */
export function chromiumCandidates() {
  return [process.env.SUDOKU_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
}

/** The first of {@link chromiumCandidates} that exists, or null when none is installed. */
export function findChromium() {
  return chromiumCandidates().find((p) => existsSync(p)) ?? null;
}

/**
 * The Chromium executable; throws, naming the caller, when none is installed (a script checks
 * this first, before minutes of other work).
 * @param {string} caller the script's name, for the error
 */
export function chromiumPath(caller) {
  const path = findChromium();
  if (path === null) throw new Error(`${caller}: no Chromium found (set SUDOKU_CHROMIUM, or apt-get install chromium)`);
  return path;
}

/**
 * Launches headless Chromium.
 * @param {string} executablePath the executable ({@link chromiumPath}'s or {@link findChromium}'s)
 * @param {string[]} [extraArgs] more command-line flags (e.g. `--js-flags=--jitless`: no WebAssembly)
 */
export function launchChromium(executablePath, extraArgs = []) {
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', ...extraArgs],
  });
}
