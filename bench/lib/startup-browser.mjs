/**
 * The Chromium rows of bench/startup.mjs: a page that loads the package as files, with no
 * bundler (a static server over a checkout's root, dist/ at /dist/), imports
 * dist/worker/index.js and times `createWorkerSolver()` to its first verdict and first hint.
 *
 * Owns: the page, the server, the browser's life (./chromium.mjs launches it). Does not own: the rounds or the report (startup.mjs).
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { chromiumPath, launchChromium } from './chromium.mjs';

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm' };

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
    if (!servers.has(dist)) servers.set(dist, await serve(dirname(dist)));
    return servers.get(dist);
  };
  return {
    async firstAnswers(dist, puzzle) {
      const server = await serverFor(dist);
      server.html = page(puzzle);
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

/** A static server over `root`, `/` answering the page. */
function serve(root) {
  const state = { html: '', requests: 0, url: '', close: () => server.close() };
  const server = createServer(async (req, res) => {
    state.requests++;
    const path = normalize(new URL(req.url, 'http://localhost').pathname);
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(state.html);
      return;
    }
    try {
      const body = await readFile(join(root, path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      state.url = `http://127.0.0.1:${server.address().port}/`;
      resolve(state);
    }),
  );
}
