/**
 * `node web/serve.mjs`: serves web/dist on 127.0.0.1, prints the URL, answers 404 for what is
 * missing and 403 outside web/dist, compresses text as the client asks, falls back to a free port, and exits cleanly on
 * SIGINT.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoBuilt } from '../browser/demo-page.js';

const script = fileURLToPath(new URL('../../web/serve.mjs', import.meta.url));
const running: ChildProcess[] = [];

/** Starts the server and resolves with its URL once it is printed. */
function start(args: string[]): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const m = /demo: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) resolve({ child, url: m[1], output: () => out });
    });
    child.stderr!.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
  });
}

const exited = (child: ChildProcess): Promise<number | null> => new Promise((resolve) => child.on('exit', (code) => resolve(code)));

describe('web/serve.mjs', () => {
  beforeAll(() => ensureDemoBuilt(), 60_000);
  afterEach(() => {
    for (const c of running.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
  });

  it('serves the page and its scripts, 404 elsewhere, 403 outside web/dist, 400 for a malformed path, and stops on SIGINT with exit code 0', async () => {
    const { child, url } = await start(['--port', '0']);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('role="status"');
    const worker = await fetch(`${url}worker.js`);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await fetch(`${url}nothing.js`)).status).toBe(404);
    expect((await fetch(`${url}..%2fbuild.mjs`)).status).toBe(403);
    expect((await fetch(`${url}%E0%A4%A`)).status).toBe(400);
    expect((await fetch(url)).status).toBe(200);
    const code = exited(child);
    child.kill('SIGINT');
    expect(await code).toBe(0);
  }, 30_000);

  it('compresses text with Brotli or gzip as asked (the body decompresses to the file), and sends it plain to a client that asks for neither', async () => {
    const { url } = await start(['--port', '0']);
    const raw = (path: string, accept: string | undefined): Promise<{ headers: Record<string, unknown>; body: Buffer }> =>
      new Promise((resolve, reject) => {
        const req = request(`${url}${path}`, { headers: accept ? { 'accept-encoding': accept } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const file = readFileSync(new URL('../../web/dist/worker.js', import.meta.url));
    const br = await raw('worker.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.body).equals(file)).toBe(true);
    expect(br.body.length).toBeLessThan(file.length / 2);
    const gz = await raw('worker.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(file)).toBe(true);
    const plain = await raw('worker.js', undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);
  }, 30_000);

  it('falls back to a free port when the one asked for is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    try {
      const { url, output } = await start(['--port', String(taken)]);
      expect(url).not.toContain(`:${taken}/`);
      expect(output()).toContain(`port ${taken} is taken`);
    } finally {
      blocker.close();
    }
  }, 30_000);

  it('refuses a port that is not one', async () => {
    const child = spawn(process.execPath, [script, '--port', 'eighty'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (c) => (err += c));
    expect(await exited(child)).toBe(2);
    expect(err).toContain("expected --port (or PORT) to be an integer 0-65535, got 'eighty'");
  });
});
