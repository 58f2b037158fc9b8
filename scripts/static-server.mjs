/**
 * The one static file server of the repository, on 127.0.0.1: the demo's (web/serve.mjs, `npm
 * run demo`), the browser tests' pages (test/support/browser.ts re-exports it; types in
 * static-server.d.mts) and the browser benches' (bench/browser.mjs, browser-cpu.mjs,
 * worker-page-sizes.mjs, and the Chromium rows of startup.mjs through lib/startup-browser.mjs).
 * Pages need one: ES modules, workers and `fetch` do not work from `file://`.
 *
 * Every server: content types by extension (anything else goes out as bytes), `/` and every path
 * ending in `/` answer that folder's index.html, a path outside the root is refused (403), a
 * malformed one is 400, a missing file 404; files are read on each request, so a rebuild shows
 * at once. Each file carries an ETag from its size and modification time, answered with 304 when
 * the client already has it. On request, per server: text compressed as the client asks
 * (`Accept-Encoding`: Brotli, else gzip), each file compressed once per version, as a static host
 * or CDN would serve it; `Cache-Control` per path (default `no-store`); extra headers per path
 * (a Content-Security-Policy for one page); files that live only in memory (a generated page);
 * a count of the requests answered.
 *
 * Owns: answering requests for files. Does not own: what is served (web/build.mjs, the tests,
 * the benches), the command line, the port's fallback or signals (web/serve.mjs).
 */
import { stat, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Content types by extension; anything else is served as `application/octet-stream`. */
export const CONTENT_TYPES = Object.freeze({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
});

/** What is worth compressing: text, and WebAssembly (it compresses by about half). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.wasm']);

/** The encoding to answer with: Brotli when accepted, else gzip when accepted, else none. */
function encodingFor(accept = '') {
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/** `body` with `encoding`, at the strongest level (a file is compressed once per version). */
function compressBody(body, encoding) {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 });
}

/**
 * The file to answer for a URL path: its path on disk, or null when it lies outside `base` (the
 * root with a trailing separator).
 */
function fileFor(base, path) {
  const file = normalize(join(base, path.endsWith('/') ? `${path}index.html` : path));
  return file.startsWith(base) ? file : null;
}

/**
 * Serves the files under `root` on 127.0.0.1.
 * @param {string} root the folder served at `/`
 * @param {{ port?: number, compress?: boolean, cacheControl?: (path: string) => string }} [options]
 *   `port`: 0 (the default) takes a free one; `compress`: Brotli or gzip as the client accepts;
 *   `cacheControl`: the header for a URL path (default `no-store`)
 * @returns {Promise<import('./static-server.d.mts').StaticServer>} once it listens; rejects when
 *   it cannot (EADDRINUSE when the port is taken)
 */
export async function serveStatic(root, { port = 0, compress = false, cacheControl = () => 'no-store' } = {}) {
  const base = resolve(root) + sep;
  /** Compressed bodies by encoding, file and version. */
  const compressed = new Map();
  const state = { url: '', port: 0, headers: new Map(), files: new Map(), requests: 0, close };

  const server = createServer(async (req, res) => {
    state.requests++;
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    } catch {
      return res.writeHead(400).end();
    }
    const file = fileFor(base, path);
    if (file === null) return res.writeHead(403).end();
    const urlPath = `/${file.slice(base.length).split(sep).join('/')}`;
    const headers = { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': cacheControl(urlPath) };
    if (compress) headers.vary = 'accept-encoding';
    let body = state.files.get(urlPath);
    let version = null;
    if (body === undefined) {
      const info = await stat(file).catch(() => null);
      if (info === null || !info.isFile()) return res.writeHead(404).end();
      version = `${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}`;
      headers.etag = `"${version}"`;
      if (req.headers['if-none-match'] === headers.etag) return res.writeHead(304, { ...headers, ...state.headers.get(urlPath) }).end();
      body = await readFile(file).catch(() => null);
      if (body === null) return res.writeHead(404).end();
    }
    if (compress) {
      const encoding = COMPRESSIBLE.has(extname(file)) ? encodingFor(req.headers['accept-encoding']) : null;
      if (encoding !== null) {
        const key = `${encoding}:${file}:${version}`;
        let out = version === null ? undefined : compressed.get(key);
        if (out === undefined) {
          out = compressBody(body, encoding);
          if (version !== null) compressed.set(key, out);
        }
        body = out;
        headers['content-encoding'] = encoding;
      }
    }
    res.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(body), ...state.headers.get(urlPath) });
    res.end(body);
  });

  function close() {
    return new Promise((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
  }

  await new Promise((listening, failed) => {
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', failed);
      listening();
    });
  });
  state.port = server.address().port;
  state.url = `http://127.0.0.1:${state.port}/`;
  return state;
}
