/**
 * Real-browser tests: Debian's Chromium driven by playwright-core, and a static file server on
 * 127.0.0.1 for the pages it loads (ES modules, workers and `fetch` do not work from `file://`).
 *
 * Owns: {@link describeBrowser} (skip with the reason where no Chromium exists) and
 * {@link serveStatic}. Does not own: the pages themselves (web/, test fixtures), what each suite
 * checks, or finding and launching the browser: bench/lib/chromium.mjs does that for the benches
 * and the tests (this module re-exports its launchChromium).
 *
 * Never downloads a browser: `.ci/run` installs Debian's `chromium` when it is missing;
 * `SUDOKU_CHROMIUM` names another executable.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { describe, it } from 'vitest';
import { chromiumCandidates, findChromium } from '../../bench/lib/chromium.mjs';

export { launchChromium } from '../../bench/lib/chromium.mjs';

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

/** Content types of the files test pages load; anything else is served as bytes. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** A running static server: its base URL (ending in `/`) and how to stop it. */
export interface StaticServer {
  readonly url: string;
  /** Extra response headers per path (e.g. a Content-Security-Policy for one page). */
  readonly headers: Map<string, Record<string, string>>;
  close(): Promise<void>;
}

/**
 * Serves the files under `root` on 127.0.0.1 (a free port). Requests outside `root` get 403,
 * missing files 404; `/` is `index.html`.
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const headers = new Map<string, Record<string, string>>();
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const body = await readFile(file);
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      ...headers.get(path),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    headers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
