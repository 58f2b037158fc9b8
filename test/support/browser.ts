/**
 * Real-browser tests: Debian's Chromium driven by playwright-core, and a static file server on
 * 127.0.0.1 for the pages it loads (ES modules, workers and `fetch` do not work from `file://`).
 *
 * Owns: {@link describeBrowser} (skip with the reason where no Chromium exists). Does not own:
 * the pages themselves (web/, test fixtures), what each suite checks, finding and launching the
 * browser (bench/lib/chromium.mjs, for the benches and the tests) or serving the pages
 * (scripts/static-server.mjs, also the demo's and the startup bench's server); this module
 * re-exports their launchChromium and serveStatic.
 *
 * Never downloads a browser: `.ci/run` installs Debian's `chromium` when it is missing;
 * `SUDOKU_CHROMIUM` names another executable.
 */
import { describe, it } from 'vitest';
import { chromiumCandidates, findChromium } from '../../bench/lib/chromium.mjs';

export { launchChromium } from '../../bench/lib/chromium.mjs';
export { serveStatic, type StaticServer } from '../../scripts/static-server.mjs';

/**
 * `describe` for suites that need a real browser: the body runs when Chromium exists; otherwise
 * the suite is skipped with one placeholder test whose name gives the reason.
 */
export function describeBrowser(name: string, body: (executablePath: string) => void): void {
  const path = findChromium();
  if (path !== null) {
    describe(name, () => body(path));
  } else {
    const reason = `no Chromium found (tried ${chromiumCandidates().join(', ')}; .ci/run installs Debian's chromium)`;
    console.warn(`skipping "${name}": ${reason}`);
    describe.skip(name, () => {
      it(`skipped: ${reason}`, () => {});
    });
  }
}
