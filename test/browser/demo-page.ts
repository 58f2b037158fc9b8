/**
 * Shared by the demo page's browser tests: building web/dist/ when it is missing or older than
 * its sources, a page with its console errors and failed requests collected, and a suite's
 * page served and browser launched around its tests.
 *
 * Owns: {@link ensureDemoBuilt}, {@link DemoSession}, {@link demoSuiteSession}, {@link listen},
 * {@link openView}.
 * Does not own: launching Chromium or serving files (test/support/browser.ts), the checks
 * (demo.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchChromium, serveStatic, type StaticServer } from '../support/browser.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
/** The built page's directory. */
export const webDist = join(repo, 'web', 'dist');

/** The newest modification time under `path` (a file or a directory tree). */
function newest(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let t = s.mtimeMs;
  for (const entry of readdirSync(path)) t = Math.max(t, newest(join(path, entry)));
  return t;
}

/** Builds web/dist/ (node web/build.mjs) unless it is newer than web/ sources and src/. */
export function ensureDemoBuilt(): void {
  const out = join(webDist, 'app.js');
  const inputs = ['web/src', 'web/index.html', 'web/style.css', 'web/build.mjs', 'src'].map((p) => join(repo, p));
  if (existsSync(out) && existsSync(join(webDist, 'index.html')) && statSync(out).mtimeMs >= Math.max(...inputs.map(newest))) return;
  execFileSync(process.execPath, [join(repo, 'web', 'build.mjs')], { cwd: repo, stdio: 'pipe' });
}

/** What a page of {@link DemoSession.open} is opened with. */
export interface OpenOptions {
  /** The window's size; a desktop's (1200×900) by default. */
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** A phone's browser (touch, a mobile viewport); by default touch below 600 px only. */
  mobile?: boolean;
}

/** Page methods whose effect outlives a navigation: a page a test called them on is closed, never reused. */
const LASTING = ['addInitScript', 'exposeFunction', 'exposeBinding'] as const;

/**
 * Everything that went wrong in the pages of a suite (console errors, page errors, failed
 * requests but cancelled ones), and the pages themselves.
 *
 * A test's pages are its own: each {@link open} gives a page no other page of the test shares
 * storage with, at a clean origin (no saved game, no setting), and when the test ends its pages
 * are put aside, not left running: each goes to a page of no script (the stylesheet), its
 * origin's localStorage and sessionStorage are cleared, it goes to `about:blank`, and the next
 * test's {@link open} of the same touch and mobile kind navigates it again. A new browser context costs a renderer process
 * and the page's scripts compiled afresh: measured (2 cores, Chromium 156 headless), a page
 * opened in a new context took 1.5 s of CPU, one reused 0.74 s; page-bugs opens a hundred. A page
 * whose context the test closed, or on which it called {@link LASTING}'s methods, is closed
 * instead. (Pages left open had piled up in the suite's one browser, each with its worker,
 * clock and background work running: page-bugs held over a hundred by its last test and slowed
 * to time-outs.)
 */
export class DemoSession {
  readonly problems: string[] = [];
  /** Whether a test is running: pages opened then are that test's. */
  inTest = false;
  /** How many contexts were opened outside any test (in a suite's `beforeAll`): kept until the browser closes. */
  suiteContexts = 0;
  /** The pages the running test opened, with their kind (touch and mobile: which spare page can stand in). */
  private readonly testPages: { page: Page; kind: string }[] = [];
  /** Pages put aside by earlier tests, by kind, each alone in its context. */
  private readonly spare = new Map<string, Page[]>();
  /** Pages a test called one of {@link LASTING}'s methods on. */
  private readonly marked = new WeakSet<Page>();

  constructor(
    private readonly browser: Browser,
    private readonly baseUrl: string,
  ) {}

  /** How many contexts hold spare pages. */
  get spareContexts(): number {
    let n = 0;
    for (const pages of this.spare.values()) n += pages.length;
    return n;
  }

  /**
   * A page (its own storage) at `index.html` + `query`, ready (the first puzzle loaded).
   * @param options the window: a desktop's, light, by default
   */
  async open(query = '', options: OpenOptions = {}): Promise<Page> {
    const viewport = options.viewport ?? { width: 1200, height: 900 };
    const colorScheme = options.colorScheme ?? 'light';
    const hasTouch = options.mobile ?? (options.viewport !== undefined && options.viewport.width < 600);
    const isMobile = options.mobile ?? false;
    const kind = `${hasTouch}/${isMobile}`;
    let page = this.inTest ? this.spare.get(kind)?.pop() : undefined;
    if (page !== undefined) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme, reducedMotion: null, forcedColors: null });
    } else {
      const context = await this.browser.newContext({ viewport, colorScheme, deviceScaleFactor: 1, hasTouch, isMobile });
      if (!this.inTest) this.suiteContexts++;
      page = await context.newPage();
      for (const target of [page, context] as const) {
        for (const name of LASTING) {
          const method = (target as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[name].bind(target);
          const opened = page;
          (target as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
            this.marked.add(opened);
            return method(...args);
          };
        }
      }
    }
    if (this.inTest) this.testPages.push({ page, kind });
    this.watch(page);
    await page.goto(`${this.baseUrl}index.html${query}`);
    await page.waitForSelector('body[data-ready="true"]');
    return page;
  }

  /** Collects what goes wrong in `page` into {@link problems}. */
  private watch(page: Page): void {
    page.on('console', (m) => {
      if (m.type() === 'error') this.problems.push(`console error: ${m.text()}`);
    });
    page.on('pageerror', (e) => this.problems.push(`page error: ${e.message}`));
    // a request cancelled in the browser is no failure of the page: a worker replaced (a rating
    // aborted for a puzzle no longer in play) or a reload drops the chunks it was fetching; a
    // chunk a live worker needed and lost would fail its call, which the tests' checks see
    page.on('requestfailed', (r) => {
      if (r.failure()?.errorText !== 'net::ERR_ABORTED') this.problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) this.problems.push(`HTTP ${r.status()}: ${r.url()}`);
    });
  }

  /**
   * Puts aside the pages the test that just ended opened (see the class), or closes them; what
   * leaving them says is no problem of the page. Every other page of their contexts is closed.
   */
  async endTest(): Promise<void> {
    for (const { page, kind } of this.testPages.splice(0)) {
      if (page.isClosed()) continue;
      const context = page.context();
      await page.removeAllListeners();
      if (this.marked.has(page)) {
        await context.close();
        continue;
      }
      try {
        await Promise.all(context.pages().filter((p) => p !== page).map((p) => p.close()));
        await context.clearPermissions();
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        // off the app (its own leaving done: saved games, a paused clock), then its origin cleared
        await page.goto(`${this.baseUrl}style.css`);
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        // (a text document asks for the site's icon, whose 404 would be said in the next test)
        await page.goto('about:blank');
        const list = this.spare.get(kind) ?? [];
        list.push(page);
        this.spare.set(kind, list);
      } catch {
        await context.close().catch(() => {});
      }
    }
  }
}

/**
 * The demo page of a suite: before its tests web/dist/ is built if stale, served on 127.0.0.1
 * and Chromium launched; after each test the pages it opened are put aside or closed
 * ({@link DemoSession}); after them all the browser and server are closed. Call it in the suite's body.
 * @param executablePath the Chromium `describeBrowser` found
 * @returns the suite's session, to call inside its tests
 */
export function demoSuiteSession(executablePath: string): () => DemoSession {
  let browser: Browser | undefined;
  let server: StaticServer | undefined;
  let session: DemoSession | undefined;
  beforeAll(async () => {
    ensureDemoBuilt();
    server = await serveStatic(webDist);
    browser = await launchChromium(executablePath);
    session = new DemoSession(browser, server.url);
  }, 120_000);
  beforeEach(() => {
    if (session !== undefined) session.inTest = true;
  });
  afterEach(async () => {
    if (session === undefined) return;
    session.inTest = false;
    await session.endTest();
    // a context a test made past `open` (browser.newContext) would be left running
    const open = browser!.contexts().length - session.suiteContexts - session.spareContexts;
    if (open > 0) throw new Error(`the test left ${open} browser context(s) open: close them, or open pages with the session's open()`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return () => {
    if (session === undefined) throw new Error('the demo session starts before the suite’s first test');
    return session;
  };
}

/** The accessible label of cell (row, column), 1-based. */
export function cellLabel(page: Page, row: number, column: number, side = 9): Promise<string | null> {
  return page.locator(`#board [data-cell="${(row - 1) * side + column - 1}"]`).getAttribute('aria-label');
}

/** The digits of the play grid as one line ('.' for empty), read from the cells' labels. */
export async function gridLine(page: Page): Promise<string> {
  return page.$$eval('#board [role="gridcell"]', (cells) =>
    cells.map((c) => c.querySelector('.value:not(.placed-ghost)')?.textContent ?? '.').join(''),
  );
}

/**
 * The text a sighted player sees: the body's `innerText` without the visually hidden live
 * region (`.sr-only`, which screen readers hear instead).
 */
export function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    let text = document.body.innerText;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('.sr-only'))) {
      const hidden = el.innerText.trim();
      if (hidden) text = text.replace(hidden, '');
    }
    return text;
  });
}

/**
 * Puts the play grid where a player would be before `steps[steps.length]`: candidates filled,
 * the earlier steps' moves applied (one command each).
 */
export async function reachStep(page: Page, steps: readonly { placements: unknown; eliminations: unknown }[]): Promise<void> {
  await page.getByRole('button', { name: 'Fill candidates' }).click();
  await page.evaluate((before) => {
    const app = (window as unknown as { sudokuDemo: { game: { applyMove(p: unknown, e: unknown): boolean }; changed(): void } }).sudokuDemo;
    for (const s of before) app.game.applyMove(s.placements, s.eliminations);
    app.changed();
  }, steps.map((s) => ({ placements: s.placements, eliminations: s.eliminations })));
}

/** Records every write to the live region from now on; the returned function takes what was said since its last call. */
export async function listen(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { said: string[] };
    w.said = [];
    const status = document.getElementById('status')!;
    new MutationObserver((records) => {
      for (const r of records) if (r.type === 'childList' && r.addedNodes.length > 0) w.said.push(status.textContent ?? '');
    }).observe(status, { childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { said: string[] }).said.splice(0));
}

/**
 * Opens the view of the tab named `name` (a click) and waits until it is shown: a view other
 * than Play is set up from its chunk on its tab's first opening, so it shows a moment after the
 * click (web/src/panels/views.ts).
 */
export async function openView(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await page.locator(`#${await tab.getAttribute('aria-controls')}`).waitFor({ state: 'visible' });
}
