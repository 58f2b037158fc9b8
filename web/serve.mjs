#!/usr/bin/env node
/**
 * Serves the built demo page (web/dist/) on 127.0.0.1 and prints its URL; Ctrl-C stops it.
 * Text files (HTML, CSS, JavaScript, source maps) go out compressed as the browser asks
 * (`Accept-Encoding`: Brotli, else gzip), each compressed once and kept until the file changes,
 * as a static host or CDN would serve them. Files under chunks/ (content-hashed names) may be
 * cached for good; the others are revalidated by ETag.
 *
 * Owns: the demo's little static server (content types, compression, `/` → index.html, nothing
 * outside web/dist/). Does not own: building (web/build.mjs).
 *
 * Usage: node web/serve.mjs [--port N]   (or PORT=N; default 8080, or a free port when taken)
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./dist/', import.meta.url));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
};

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

/** Types worth compressing (text; the page embeds its WebAssembly in worker.js as text too). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.map', '.wasm']);
/** Compressed bodies by encoding, file and modification time. */
const compressed = new Map();

/** The encoding to answer with: Brotli when accepted, else gzip when accepted, else none. */
function encodingFor(accept = '') {
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/** `body` compressed with `encoding`, once per file version. */
function compress(file, mtime, body, encoding) {
  const key = `${encoding}:${file}:${mtime}`;
  let out = compressed.get(key);
  if (!out) {
    out = encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 });
    compressed.set(key, out);
  }
  return out;
}

const server = createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
  const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
  if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) return res.writeHead(403).end();
  if (!existsSync(file) || !statSync(file).isFile()) return res.writeHead(404).end();
  // chunks/ have content hashes in their names: cached for good; the rest revalidated (ETag)
  const stat = statSync(file);
  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
  const cache = path.startsWith('/chunks/') ? 'public, max-age=31536000, immutable' : 'no-cache';
  const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': cache, vary: 'accept-encoding', etag };
  if (req.headers['if-none-match'] === etag) return res.writeHead(304, headers).end();
  let body = await readFile(file);
  const encoding = COMPRESSIBLE.has(extname(file)) ? encodingFor(req.headers['accept-encoding']) : null;
  if (encoding) {
    body = compress(file, stat.mtimeMs, body, encoding);
    headers['content-encoding'] = encoding;
  }
  res.writeHead(200, { ...headers, 'content-length': body.length });
  res.end(body);
});

function listen(port) {
  server.once('error', (e) => {
    if (e.code === 'EADDRINUSE' && port !== 0) {
      console.log(`serve: port ${port} is taken, using a free one`);
      listen(0);
    } else throw e;
  });
  server.listen(port, '127.0.0.1', () => {
    console.log(`demo: http://127.0.0.1:${server.address().port}/  (Ctrl-C to stop)`);
  });
}
listen(portOption());

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections?.();
  });
}
