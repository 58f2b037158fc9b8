#!/usr/bin/env node
/**
 * Serves the built demo page (web/dist/) on 127.0.0.1 and prints its URL; Ctrl-C stops it.
 * Text files (HTML, CSS, JavaScript, source maps) go out compressed as the browser asks
 * (`Accept-Encoding`: Brotli, else gzip), as a static host or CDN would serve them. Files under
 * chunks/ (content-hashed names) may be cached for good; the others are revalidated by ETag.
 *
 * Owns: the command (the port, its fallback to a free one, the signals) and the demo's caching
 * rule. Does not own: answering requests (scripts/static-server.mjs: content types,
 * compression, `/` → index.html, nothing outside web/dist/), building (web/build.mjs).
 *
 * Usage: node web/serve.mjs [--port N]   (or PORT=N; default 8080, or a free port when taken)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '../scripts/static-server.mjs';

const root = fileURLToPath(new URL('./dist/', import.meta.url));

function portOption() {
  const args = process.argv.slice(2);
  const i = args.indexOf('--port');
  const raw = i >= 0 ? args[i + 1] : process.env.PORT;
  if (raw === undefined) return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: expected --port (or PORT) to be an integer 0-65535, got '${raw}'`);
    process.exit(2);
  }
  return port;
}

if (!existsSync(join(root, 'index.html'))) {
  console.error('serve: web/dist/index.html is missing; run `npm run build:web` first (or `npm run demo`)');
  process.exit(1);
}

/** chunks/ have content hashes in their names: cached for good; the rest revalidated (ETag). */
const cacheControl = (path) => (path.startsWith('/chunks/') ? 'public, max-age=31536000, immutable' : 'no-cache');

/** The server on `port`, or on a free one when that is taken. */
async function listen(port) {
  try {
    return await serveStatic(root, { port, compress: true, cacheControl });
  } catch (e) {
    if (e.code !== 'EADDRINUSE' || port === 0) throw e;
    console.log(`serve: port ${port} is taken, using a free one`);
    return listen(0);
  }
}

const server = await listen(portOption());
console.log(`demo: ${server.url}  (Ctrl-C to stop)`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close().then(() => process.exit(0)));
}
