/** Types of scripts/static-server.mjs, for the tests that use it (through test/support/browser.ts). */

/** Content types by extension; anything else is served as `application/octet-stream`. */
export const CONTENT_TYPES: Readonly<Record<string, string>>;

/** How a server answers, beyond the files themselves. */
export interface StaticServerOptions {
  /** The port; 0 (the default) takes a free one. */
  port?: number;
  /** Compress text (and WebAssembly) with Brotli or gzip as the client accepts; off by default. */
  compress?: boolean;
  /** The `Cache-Control` header for a URL path (`/index.html` for `/`); `no-store` by default. */
  cacheControl?: (path: string) => string;
}

/** A running static server. */
export interface StaticServer {
  /** Its base URL, `http://127.0.0.1:<port>/`. */
  readonly url: string;
  readonly port: number;
  /** Extra response headers by URL path (e.g. a Content-Security-Policy for one page). */
  readonly headers: Map<string, Record<string, string>>;
  /** Files that live only in memory, by URL path (`/index.html` answers `/` too); they win over the disk. */
  readonly files: Map<string, string | Uint8Array>;
  /** Requests answered so far, whatever their status; the caller may reset it. */
  requests: number;
  /** Stops listening and ends open connections. */
  close(): Promise<void>;
}

/** Serves the files under `root` on 127.0.0.1; rejects when it cannot listen (EADDRINUSE). */
export function serveStatic(root: string, options?: StaticServerOptions): Promise<StaticServer>;
