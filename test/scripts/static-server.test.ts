/**
 * scripts/static-server.mjs, the one static server (the demo's, the browser tests', the startup
 * bench's): what it answers for files, in-memory files, paths outside its root or malformed,
 * ETags, extra headers per path, compression only when asked, and its request count. The demo's
 * command over it is test/web/serve.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from '../../scripts/static-server.mjs';

/** A GET with raw headers and body (fetch would decompress and normalise the path). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serveStatic', () => {
  let dir: string;
  let root: string;
  let server: StaticServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-server-'));
    root = join(dir, 'root');
    mkdirSync(join(root, 'sub'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<p>home</p>');
    writeFileSync(join(root, 'sub', 'app.js'), 'export const x = 1;\n'.repeat(100));
    writeFileSync(join(root, 'data.bin'), Buffer.from([1, 2, 3]));
    writeFileSync(join(dir, 'secret.txt'), 'outside');
    server = await serveStatic(root);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers files with their content type, / with index.html, and bytes for an unknown extension', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
    const home = await get(server.url);
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-store');
    expect(home.body.toString()).toBe('<p>home</p>');
    const js = await get(`${server.url}sub/app.js`);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['content-length']).toBe(String(js.body.length));
    expect((await get(`${server.url}data.bin`)).headers['content-type']).toBe('application/octet-stream');
  });

  it('refuses paths outside the root (403), a malformed path (400), and answers 404 for what is missing, then goes on serving', async () => {
    expect((await get(`${server.url}..%2fsecret.txt`)).status).toBe(403);
    expect((await get(`${server.url}sub/..%2f..%2fsecret.txt`)).status).toBe(403);
    expect((await get(`${server.url}%E0%A4%A`)).status).toBe(400);
    expect((await get(`${server.url}nothing.js`)).status).toBe(404);
    expect((await get(`${server.url}sub`)).status).toBe(404);
    expect((await get(server.url)).status).toBe(200);
  });

  it('answers 304 to the ETag the client has, and a new ETag once the file changes', async () => {
    const first = await get(`${server.url}index.html`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect((await get(`${server.url}index.html`, { 'if-none-match': etag })).status).toBe(304);
    writeFileSync(join(root, 'index.html'), '<p>home, longer</p>');
    const changed = await get(`${server.url}index.html`, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.toString()).toBe('<p>home, longer</p>');
  });

  it('serves in-memory files before the disk, adds the headers set for a path, and counts requests', async () => {
    server.files.set('/index.html', '<p>generated é</p>');
    server.headers.set('/index.html', { 'content-security-policy': "script-src 'self'" });
    server.requests = 0;
    try {
      const page = await get(server.url);
      expect(page.body.toString()).toBe('<p>generated é</p>');
      expect(page.headers['content-length']).toBe(String(page.body.length));
      expect(page.headers['content-security-policy']).toBe("script-src 'self'");
      expect((await get(`${server.url}sub/app.js`)).headers['content-security-policy']).toBeUndefined();
      await get(`${server.url}nothing.js`);
      expect(server.requests).toBe(3);
    } finally {
      server.files.clear();
      server.headers.clear();
    }
  });

  it('compresses only when asked to', async () => {
    const plain = await get(`${server.url}sub/app.js`, { 'accept-encoding': 'br, gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressing = await serveStatic(root, { compress: true, cacheControl: (path) => `for ${path}` });
    try {
      const br = await get(`${compressing.url}sub/app.js`, { 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('for /sub/app.js');
      expect(br.body.length).toBeLessThan(plain.body.length / 4);
      expect((await get(`${compressing.url}data.bin`, { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
    } finally {
      await compressing.close();
    }
  });

  it('rejects when the port is taken', async () => {
    await expect(serveStatic(root, { port: server.port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
