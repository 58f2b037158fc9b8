/**
 * The demo page on the wire and in time: a cold load through `npm run demo`'s server (web/serve.mjs,
 * compressed) stays under 100 KB, fetches no human-style solver until the player's first touch
 * and no view's code but Play's until the page is idle after it (or a tab is opened, or a
 * pointer moves onto one, before that), so a tab's first opening shows its view in the press's
 * own task; web/dist works from any static host at any path (every URL in it is relative); the
 * timer stops while the tab is hidden.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, launchChromium, serveStatic, type StaticServer } from '../support/browser.js';
import { DemoSession, ensureDemoBuilt, webDist } from './demo-page.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const serveScript = fileURLToPath(new URL('../../web/serve.mjs', import.meta.url));

/** `node web/serve.mjs --port 0`, resolved with its URL once it prints it. */
function startDemoServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [serveScript, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const m = /demo: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) resolve({ child, url: m[1] });
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
  });
}

/** The lazy views in their tabs' order from Play: each one's id, its tab's, and what it holds with EASY in play ({@link ViewsWatched.viewHolds}). */
const LAZY_VIEWS = [
  ['view-explain', 'tab-explain', EASY],
  ['view-graph', 'tab-graph', EASY],
  ['view-backtrack', 'tab-backtrack', EASY + EASY],
] as const;

/** What {@link watchViews} puts in the page. */
interface ViewsWatched {
  /** What the lazy view `id` holds (its boards' digits, the Graph's labels) and the focused element's id. */
  viewHolds(id: string): string;
}

/** Puts {@link ViewsWatched.viewHolds} in `page`. */
async function watchViews(page: Page): Promise<void> {
  await page.evaluate(() => {
    const line = (sel: string): string => Array.from(document.querySelectorAll(`${sel} [role="gridcell"]`), (c) => c.querySelector('.value')?.textContent || '.').join('');
    const what: Record<string, () => string> = {
      'view-explain': () => line('#explain-board'),
      'view-graph': () => Array.from(document.querySelectorAll('#graph-host text'), (t) => t.textContent || '.').join(''),
      'view-backtrack': () => line('#bt-asc') + line('#bt-shuf'),
    };
    (window as unknown as ViewsWatched).viewHolds = (id) => `${what[id]()} ${document.activeElement?.id}`;
  });
}

describeBrowser('demo page: bytes on the wire, any host, time', (executablePath) => {
  let browser: Browser;
  let demo: { child: ChildProcess; url: string };

  beforeAll(async () => {
    ensureDemoBuilt();
    demo = await startDemoServer();
    browser = await launchChromium(executablePath);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    demo?.child.kill('SIGINT');
  });

  /**
   * A page of the demo (its own context) with EASY in play and its load over; the paths it
   * requested until then (`load`) and from then on (`fetched`). `busy`: the page is never idle
   * (`requestIdleCallback` never calls back), so nothing is fetched when idle.
   */
  async function openLoaded(busy = false): Promise<{ context: BrowserContext; page: Page; load: string[]; fetched: string[] }> {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (busy) await page.addInitScript(() => (window.requestIdleCallback = () => 0));
    const load: string[] = [];
    const fetched: string[] = [];
    let over = false;
    page.on('request', (request) => (over ? fetched : load).push(new URL(request.url()).pathname));
    await page.goto(`${demo.url}index.html?puzzle=${EASY}`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForLoadState('networkidle');
    if (!busy) await expect.poll(() => load.filter((p) => p.includes('views-chunk')).length, { timeout: 10_000 }).toBe(1);
    over = true;
    return { context, page, load, fetched };
  }

  it('a cold load sends under 100 KB compressed and no solver; the views\' code comes once the page is idle after it; the first touch fetches the solver', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // when the page was marked ready (ms since the epoch, as the requests' start times)
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body?.dataset.ready) return;
        (window as unknown as { readyAt: number }).readyAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
    });
    const fetched: { path: string; encoding: string | null; at: number }[] = [];
    context.on('response', async (response) => {
      fetched.push({ path: new URL(response.url()).pathname.slice(1), encoding: (await response.headerValue('content-encoding')) ?? null, at: response.request().timing().startTime });
    });
    await page.goto(`${demo.url}index.html?puzzle=${EASY}`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    // the cold load: every file asked for before the views' chunk, which the page asks for once
    // it is ready, painted and idle; from then on only that chunk and the chunks it imports come
    const { readyAt, paintAt } = await page.evaluate(() => ({
      readyAt: (window as unknown as { readyAt: number }).readyAt,
      paintAt: performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0].startTime,
    }));
    const viewsAt = Math.min(...fetched.filter((f) => f.path.includes('views-chunk')).map((f) => f.at));
    expect(viewsAt, 'the views\' chunk asked for in the load\'s window').toBeLessThan(Infinity);
    expect(viewsAt, 'the views\' chunk asked for after the page is ready').toBeGreaterThan(readyAt);
    expect(viewsAt, 'the views\' chunk asked for after the first paint').toBeGreaterThan(paintAt);
    const cold = [...new Set(fetched.filter((f) => f.at < viewsAt).map((f) => f.path))].filter((p) => !p.endsWith('.map'));
    const idle = [...new Set(fetched.filter((f) => f.at >= viewsAt).map((f) => f.path))].filter((p) => !p.endsWith('.map') && !cold.includes(p));
    /** The files a script imports statically, and theirs (paths under web/dist). */
    const importsOf = (path: string, seen = new Set<string>()): Set<string> => {
      for (const m of readFileSync(join(webDist, path), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+)"/g)) {
        const dep = join(path, '..', m[1]);
        if (!seen.has(dep)) importsOf(dep, seen.add(dep));
      }
      return seen;
    };
    const viewsChunk = idle.find((p) => p.includes('views-chunk'))!;
    expect(idle.filter((p) => p !== viewsChunk && !importsOf(viewsChunk).has(p)), 'fetched when idle, not the views\' chunk or its imports').toEqual([]);
    // the bytes of each file as the server sends it (Brotli when asked, as Chromium does) and gzipped
    const bytes = (path: string, how: 'br' | 'gzip'): number => {
      const body = readFileSync(join(webDist, path));
      return how === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length : gzipSync(body, { level: 9 }).length;
    };
    const br = cold.reduce((k, p) => k + bytes(p, 'br'), 0);
    const gz = cold.reduce((k, p) => k + bytes(p, 'gzip'), 0);
    const idleGz = idle.reduce((k, p) => k + bytes(p, 'gzip'), 0);
    console.log(`cold load: ${cold.length} files, ${br} bytes Brotli, ${gz} bytes gzip -9: ${cold.map((p) => `${p} ${bytes(p, 'gzip')}`).join(', ')}`);
    console.log(`then, once idle (${Math.round(viewsAt - readyAt)} ms after ready): ${idle.length} files, ${idle.reduce((k, p) => k + bytes(p, 'br'), 0)} bytes Brotli, ${idleGz} bytes gzip -9 (${gz + idleGz} in all): ${idle.map((p) => `${p} ${bytes(p, 'gzip')}`).join(', ')}`);
    expect(cold.sort()).toEqual(expect.arrayContaining(['app.js', 'index.html', 'style.css', 'worker.js']));
    expect(fetched.filter((f) => f.path.endsWith('.js')).every((f) => f.encoding !== null)).toBe(true);
    expect(gz).toBeLessThan(100_000);
    expect(cold.some((p) => p.includes('library-logic'))).toBe(false);
    // the variant readers' words (src/text/variant-messages.ts) come with the variant chunk only
    const coldScripts = cold.filter((p) => p.endsWith('.js')).map((p) => readFileSync(join(webDist, p), 'utf8'));
    expect(coldScripts.some((js) => js.includes('not valid JSON'))).toBe(false);
    // the worker's batch validators and backtracking trace (src/worker/library-batch.ts) come with
    // their first call; the WireGrid conversions and pencil-mark formats (src/worker/wire-text.ts,
    // src/logic/pencil.ts) with the solver's
    for (const words of ['must have one entry per line', 'backtrackTrace: maxEvents', 'gridFromRemoved: givens', 'fromWireGrid: expected']) {
      expect(coldScripts.some((js) => js.includes(words)), words).toBe(false);
    }
    // the Explanation, Graph and Backtracking views' code comes once idle (above), the sentences
    // of chains (text/chain.ts) with the first Hint or that
    for (const words of ['That was the last step', 'The graph is drawn for classic Sudoku', 'Tracing both runs', 'Whichever digit']) {
      expect(coldScripts.some((js) => js.includes(words)), words).toBe(false);
    }
    expect(await page.locator('#rating').getAttribute('data-level')).toBe('');
    await page.locator('#board [data-cell="0"]').click();
    await expect.poll(() => page.locator('#rating').getAttribute('data-level'), { timeout: 30_000 }).toBe('Easy');
    await context.close();
  }, 90_000);

  it('once the page is idle after load the views\' code is there: by keyboard each view shows in the press\'s own task, with the puzzle in play and the focus on its tab', async () => {
    const { context, page, fetched } = await openLoaded();
    await watchViews(page);
    await page.locator('#tab-play').focus();
    for (const [id, tab, shown] of LAZY_VIEWS) {
      // the key pressed and the view read in one task: a view that waits for its code is still hidden
      const seen = await page.evaluate((view) => {
        document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
        return document.getElementById(view)!.hidden ? `hidden ${document.activeElement?.id}` : (window as unknown as ViewsWatched).viewHolds(view);
      }, id);
      expect(seen, id).toBe(`${shown} ${tab}`);
    }
    expect(fetched.filter((p) => p.includes('views-chunk'))).toHaveLength(0);
    await context.close();
  }, 60_000);

  it('on a page never idle the Explanation, Graph and Backtracking views come with their tab\'s first opening; by keyboard each shows with the puzzle in play, the focus on its tab, and follows the next puzzle', async () => {
    const { context, page, load, fetched } = await openLoaded(true);
    expect(load.filter((p) => p.includes('views-chunk'))).toHaveLength(0);
    // what each view holds, and where the focus is, the moment it stops being hidden (a view
    // shown before its code came would be seen empty here)
    await watchViews(page);
    await page.evaluate(() => {
      const w = window as unknown as ViewsWatched & { seen: Record<string, string> };
      w.seen = {};
      for (const id of ['view-explain', 'view-graph', 'view-backtrack']) {
        const view = document.getElementById(id)!;
        new MutationObserver(() => {
          if (!view.hidden && !(id in w.seen)) w.seen[id] = w.viewHolds(id);
        }).observe(view, { attributes: true, attributeFilter: ['hidden'] });
      }
    });
    const seen = () => page.evaluate(() => (window as unknown as { seen: Record<string, string> }).seen);
    await page.locator('#tab-play').focus();
    for (const [id, tab, shown] of LAZY_VIEWS) {
      await page.keyboard.press('ArrowRight');
      await page.waitForSelector(`#${id}:not([hidden])`);
      expect((await seen())[id], id).toBe(`${shown} ${tab}`);
    }
    expect(fetched.filter((p) => p.includes('views-chunk'))).toHaveLength(1);
    // the next puzzle: each view set up late follows it, as one set up at load does
    const next = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    await page.evaluate((text) => (window as unknown as { sudokuDemo: { loadText(t: string): Promise<boolean> } }).sudokuDemo.loadText(text), next);
    expect(await page.$$eval('#bt-asc [role="gridcell"]', (cells) => cells.map((c) => c.querySelector('.value')?.textContent || '.').join(''))).toBe(next);
    expect(await page.$$eval('#explain-board [role="gridcell"]', (cells) => cells.map((c) => c.querySelector('.value')?.textContent || '.').join(''))).toBe(next);
    await page.keyboard.press('ArrowLeft');
    await page.waitForSelector('#view-graph:not([hidden])');
    expect(await page.$$eval('#graph-host text', (labels) => labels.map((t) => t.textContent || '.').join(''))).toBe(next);
    await context.close();
  }, 60_000);

  it('on a page never idle a pointer moving onto a tab fetches its view\'s code before the click, once', async () => {
    const { context, page, fetched } = await openLoaded(true);
    const chunks = (): number => fetched.filter((p) => p.includes('views-chunk')).length;
    await page.getByRole('tab', { name: 'Graph' }).hover();
    await expect.poll(chunks, { timeout: 10_000 }).toBe(1);
    // only fetched: the tab is not opened by the pointer passing over it
    expect(await page.getByRole('tab', { name: 'Graph' }).getAttribute('aria-selected')).toBe('false');
    expect(await page.locator('#view-graph').isHidden()).toBe(true);
    await page.getByRole('tab', { name: 'Graph' }).click();
    await page.waitForSelector('#view-graph:not([hidden])');
    await page.getByRole('tab', { name: 'Backtracking' }).hover();
    await page.getByRole('tab', { name: 'Backtracking' }).click();
    await expect.poll(() => page.locator('#bt-asc [role="gridcell"]').count()).toBe(81);
    expect(chunks()).toBe(1);
    await context.close();
  }, 60_000);

  it('a view whose code cannot be fetched (when idle either) says so when shown, and its tab opened again tries again', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const asked: string[] = [];
    await page.route(/views-chunk/, (route) => {
      asked.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${demo.url}index.html?puzzle=${EASY}`);
    await page.waitForSelector('body[data-ready="true"]');
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBe(1);
    await page.getByRole('tab', { name: 'Backtracking' }).click();
    await page.waitForSelector('#view-backtrack:not([hidden])');
    expect(await page.locator('#status').textContent()).toBe('The Backtracking view could not be loaded (is the connection down?): open its tab again to try again.');
    expect(await page.locator('#bt-asc [role="gridcell"]').count()).toBe(0);
    await page.unroute(/views-chunk/);
    await page.getByRole('tab', { name: 'Play' }).click();
    await page.getByRole('tab', { name: 'Backtracking' }).click();
    await expect.poll(() => page.locator('#bt-asc [role="gridcell"]').count()).toBe(81);
    await context.close();
  }, 60_000);

  it('web/dist works from any static host at any path: every URL in it is relative', async () => {
    for (const name of readdirSync(webDist).filter((f) => /\.(html|css|js)$/.test(f))) {
      const text = readFileSync(join(webDist, name), 'utf8');
      expect(text, name).not.toMatch(/(?:src|href)="\/(?!\/)|from"\/|import\("\/|url\(\//);
    }
    const root = mkdtempSync(join(tmpdir(), 'sudoku-site-'));
    mkdirSync(join(root, 'some', 'deep'), { recursive: true });
    symlinkSync(webDist, join(root, 'some', 'deep', 'site'));
    let server: StaticServer | null = null;
    try {
      server = await serveStatic(root);
      const session = new DemoSession(browser, `${server.url}some/deep/site/`);
      const page: Page = await session.open(`?puzzle=${EASY}`);
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe('1');
      expect(session.problems).toEqual([]);
    } finally {
      await server?.close();
      rmSync(root, { recursive: true, force: true });
    }
  }, 90_000);

  it('the timer runs while the tab is shown and stops while it is hidden', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${demo.url}index.html?puzzle=${EASY}`);
    await page.waitForSelector('body[data-ready="true"]');
    const seconds = async (): Promise<number> => {
      const [m, s] = (await page.locator('#timer').textContent())!.split(':').map(Number);
      return m * 60 + s;
    };
    await expect.poll(seconds, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    const setHidden = (hidden: boolean) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    const atHide = await seconds();
    await page.waitForTimeout(2500);
    expect(await seconds()).toBe(atHide);
    await setHidden(false);
    await expect.poll(seconds, { timeout: 5000 }).toBeGreaterThan(atHide);
    // and Pause stops it too, hiding the board
    await page.getByRole('button', { name: 'Pause' }).click();
    const atPause = await seconds();
    expect(await page.locator('#board .board').getAttribute('class')).toContain('paused');
    await page.waitForTimeout(1500);
    expect(await seconds()).toBe(atPause);
    await page.getByRole('button', { name: 'Resume' }).first().click();
    await expect.poll(seconds, { timeout: 5000 }).toBeGreaterThan(atPause);
    await context.close();
  }, 60_000);

  it('each event is announced once, in the one live region', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${demo.url}index.html?puzzle=${EASY}`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.evaluate(() => {
      const w = window as unknown as { said: string[] };
      w.said = [];
      const status = document.getElementById('status')!;
      // one record per write (records of one task come in one callback): two writes, two entries
      new MutationObserver((records) => {
        for (const r of records) if (r.type === 'childList' && r.target === status && r.addedNodes.length > 0) w.said.push(status.textContent ?? '');
      }).observe(status, { childList: true });
    });
    const said = () => page.evaluate(() => (window as unknown as { said: string[] }).said.splice(0));
    expect(await page.locator('[aria-live], [role="status"], [role="alert"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe('1');
    await page.waitForTimeout(300);
    expect(await said()).toEqual(['Technique: Naked Single.']);
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('4');
    await page.keyboard.press('Control+z');
    await page.waitForTimeout(300);
    expect(await said()).toEqual(['R1C1 4', 'Undo: R1C1 empty']);
    await page.getByRole('button', { name: 'Fill candidates' }).click();
    await page.waitForTimeout(300);
    expect((await said()).length).toBe(1);
    await context.close();
  }, 60_000);
});
