/**
 * The Chromium rows of bench/startup.mjs: a page that loads the package as files, with no
 * bundler (a static server over a checkout's root, dist/ at /dist/), imports
 * dist/worker/index.js and times `createWorkerSolver()` to its first verdict and first hint.
 *
 * Owns: the page, the browser's life (./chromium.mjs launches it). Does not own: the rounds or
 * the report (startup.mjs), serving files (scripts/static-server.mjs; the page lives in its memory
 * as /index.html).
 */
import { dirname } from 'node:path';
import { serveStatic } from '../../scripts/static-server.mjs';
import { chromiumPath, launchChromium } from './chromium.mjs';

const page = (puzzle) => `<!doctype html><title>startup</title><script type="module">
const puzzle = ${JSON.stringify(puzzle)};
const { createWorkerSolver } = await import('/dist/worker/index.js');
let t = performance.now();
const solver = createWorkerSolver();
const verdict = await solver.validate(puzzle);
const verdictMs = performance.now() - t;
t = performance.now();
await solver.hint(puzzle);
window.result = { status: verdict.status, verdictMs, hintMs: performance.now() - t };
document.title = 'done';
</script>`;

/** Chromium and one static server per checkout; `firstAnswers(dist)` is one measured page load. */
export async function startBrowser() {
  const browser = await launchChromium(chromiumPath('startup'));
  const servers = new Map();
  const serverFor = async (dist) => {
    if (!servers.has(dist)) servers.set(dist, await serveStatic(dirname(dist)));
    return servers.get(dist);
  };
  return {
    async firstAnswers(dist, puzzle) {
      const server = await serverFor(dist);
      server.files.set('/index.html', page(puzzle));
      server.requests = 0;
      const context = await browser.newContext();
      try {
        const tab = await context.newPage();
        await tab.goto(server.url);
        await tab.waitForFunction(() => document.title === 'done', null, { timeout: 60_000 });
        const { status, verdictMs, hintMs } = await tab.evaluate(() => window.result);
        if (status !== 'unique') throw new Error(`Chromium worker: ${status}`);
        return { verdictMs, hintMs, requests: server.requests - 1 };
      } finally {
        await context.close();
      }
    },
    close() {
      for (const server of servers.values()) server.close();
      browser.close().catch(() => {});
    },
  };
}
