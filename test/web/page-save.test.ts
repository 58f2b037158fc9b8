/**
 * The demo page keeps the game across a reload (web/src/save.ts), in Chromium: digits, marks,
 * colours, undo, the clock's pause and a finished grid come back; a link to another puzzle wins
 * over the saved game; bad stored data and refused storage give a clean page and no error.
 *
 * Every wait is for a condition (a poll or `waitForSelector`), never a fixed time.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser } from '../support/browser.js';
import { cellLabel, DemoSession, demoSuiteSession, gridLine } from '../browser/demo-page.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
const OTHER = '1.....2..3.....4';
const KEY = 'sudoku-wasm.game';

describeBrowser('demo page: the game survives a reload', (executablePath) => {
  const session = demoSuiteSession(executablePath);
  const open = (...args: Parameters<DemoSession['open']>): Promise<Page> => session().open(...args);
  const stored = (page: Page): Promise<string | null> => page.evaluate((key) => localStorage.getItem(key), KEY);
  const reload = async (page: Page): Promise<void> => {
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
  };
  /** Opens the page's bare address (no puzzle in the link), where the saved game comes back. */
  const openBare = async (page: Page): Promise<void> => {
    await page.goto(page.url().replace(/\?.*$/, ''));
    await page.waitForSelector('body[data-ready="true"]');
  };
  /** Errors the page threw or logged (a reload may abort a chunk still loading: no error of the page's). */
  const errors = (): string[] => session().problems.filter((p) => !p.startsWith('request failed'));
  const status = (page: Page): Promise<string | null> => page.locator('#status').textContent();

  it('digits, corner and centre marks, colours and undo come back after a reload, and a bare link restores them too', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const cell = (c: number) => page.locator(`#board [data-cell="${c}"]`);
    await cell(0).click();
    await page.keyboard.press('4'); // r1c1: 4
    await cell(1).click();
    await page.keyboard.press('Shift+8'); // r1c2: corner 8
    await cell(3).click();
    await page.keyboard.press('Control+7'); // r1c4: centre 7
    await page.keyboard.press('Control+9'); // and 9
    await page.keyboard.press('v');
    await page.keyboard.press('3'); // r1c4: colour 3
    await page.keyboard.press('z');
    await cell(5).click();
    await page.keyboard.press('1'); // r1c6: 1, then undone
    await page.keyboard.press('Control+z');
    await expect.poll(() => stored(page)).not.toBeNull();
    const labels = async (): Promise<(string | null)[]> => Promise.all([[1, 1], [1, 2], [1, 4], [1, 6]].map(([r, c]) => cellLabel(page, r, c)));
    const before = { grid: await gridLine(page), labels: await labels() };
    expect(before.labels[2]).toMatch(/candidates 7 9.*colour/);

    await reload(page);
    expect(await status(page)).toBe('Your game was restored.');
    expect({ grid: await gridLine(page), labels: await labels() }).toEqual(before);
    await cell(40).click();
    await page.keyboard.press('Control+y'); // redo: the 1 in r1c6 again
    expect(await cellLabel(page, 1, 6)).toMatch(/^Row 1, column 6, 1/);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z'); // the colour
    expect(await cellLabel(page, 1, 4)).not.toMatch(/colour/);
    await page.keyboard.press('Control+y');
    await expect.poll(() => stored(page).then((t) => t !== null && JSON.parse(t).undone.length === 1)).toBe(true);

    // opened again without a link (a bookmark): the same game, and its puzzle in the address bar
    await openBare(page);
    expect({ grid: await gridLine(page), labels: await labels() }).toEqual(before);
    expect(new URL(page.url()).searchParams.get('puzzle')).toBe(EASY);
    await page.context().close();
  }, 60_000);

  it('a link to another puzzle wins, and leaves the saved game alone until the player plays it', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('4');
    await expect.poll(() => stored(page)).not.toBeNull();
    await page.goto(page.url().replace(/\?.*$/, `?puzzle=${OTHER}`));
    await page.waitForSelector('body[data-ready="true"]');
    const saved = await stored(page); // as the last page left it
    expect(JSON.parse(saved!).puzzle).toBe(EASY);
    expect(await page.locator('#board [role="gridcell"]').count()).toBe(16);
    // the game left is offered back (page-bugs 46 brings it back), and said so
    expect(await status(page)).toBe('Back to your last game: the button under New puzzle.');
    expect(await page.locator('#back').isVisible()).toBe(true);
    await page.evaluate(() => dispatchEvent(new Event('pagehide'))); // nothing played: nothing written
    expect(await stored(page)).toBe(saved);
    await page.locator('#board [data-cell="1"]').click();
    await page.keyboard.press('2');
    await expect.poll(() => stored(page).then((t) => t !== null && JSON.parse(t).puzzle)).toBe(OTHER);
    await page.context().close();
  }, 60_000);

  it('a move still waiting to be written when another puzzle is loaded is written first (the old game keeps it)', async () => {
    const page = await open(`?puzzle=${EASY}`);
    // In one turn of the page, so the write's delay cannot pass in between: a move, then another puzzle.
    await page.evaluate((other) => {
      const app = (window as unknown as { sudokuDemo: { game: { placeDigit(c: number[], d: number): boolean }; changed(): void; loadText(t: string): void } }).sudokuDemo;
      app.game.placeDigit([0], 4);
      app.changed();
      app.loadText(other);
    }, OTHER);
    expect(await page.locator('#board [role="gridcell"]').count()).toBe(16);
    const saved = await stored(page);
    expect(saved && JSON.parse(saved).puzzle).toBe(EASY);
    await openBare(page);
    expect(await status(page)).toBe('Your game was restored.');
    expect(await cellLabel(page, 1, 1)).toMatch(/^Row 1, column 1, 4/);
    await page.context().close();
  }, 60_000);

  it('a game left for another puzzle keeps the time played since its last move: back to it, its clock goes on from there', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('4');
    await expect.poll(() => page.locator('#timer').textContent(), { timeout: 10_000 }).toBe('0:03'); // thinking, no move
    await page.locator('#paste').fill(OTHER);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    const saved = JSON.parse((await stored(page))!) as { puzzle: string; elapsed: number };
    expect(saved.puzzle).toBe(EASY);
    expect(saved.elapsed).toBeGreaterThanOrEqual(3000);
    await openBare(page);
    expect(await page.locator('#timer').textContent()).toBe('0:03');
    await page.context().close();
  }, 60_000);

  it('two tabs: a tab on the same puzzle takes the game the other tab played on, and a hidden tab never writes over the newer save', async () => {
    const first = await open(`?puzzle=${EASY}`);
    await first.locator('#board [data-cell="0"]').click();
    await first.keyboard.press('4'); // r1c1: 4, in the first tab
    await expect.poll(() => stored(first)).not.toBeNull();
    const second = await first.context().newPage();
    await second.goto(first.url().replace(/\?.*$/, ''));
    await second.waitForSelector('body[data-ready="true"]');
    expect(await cellLabel(second, 1, 1)).toMatch(/^Row 1, column 1, 4/);
    await second.locator('#board [data-cell="1"]').click();
    await second.keyboard.press('8'); // r1c2: 8, in the second tab
    await expect.poll(() => stored(second).then((t) => t !== null && JSON.parse(t).cells[1][0])).toBe(8);
    // the first tab follows, and says so
    await expect.poll(() => cellLabel(first, 1, 2)).toMatch(/^Row 1, column 2, 8/);
    expect(await status(first)).toMatch(/another tab/);
    // the first tab hidden or closed with nothing new of its own: the second tab's save stays
    const saved = await stored(second);
    await first.evaluate(() => dispatchEvent(new Event('pagehide')));
    expect(await stored(second)).toBe(saved);
    // a move in the first tab is the newest game again, and the second follows it
    await first.locator('#board [data-cell="5"]').click();
    await first.keyboard.press('1'); // r1c6: 1
    await expect.poll(() => cellLabel(second, 1, 6)).toMatch(/^Row 1, column 6, 1/);
    expect(await cellLabel(second, 1, 2)).toMatch(/^Row 1, column 2, 8/);
    await first.context().close();
  }, 60_000);

  it('two tabs on different puzzles: the tab on the other puzzle keeps its own, and does not write over the newer save when hidden', async () => {
    const first = await open(`?puzzle=${EASY}`);
    await first.locator('#board [data-cell="0"]').click();
    await first.keyboard.press('4');
    await expect.poll(() => stored(first)).not.toBeNull();
    const second = await first.context().newPage();
    await second.goto(first.url().replace(/\?.*$/, `?puzzle=${OTHER}`));
    await second.waitForSelector('body[data-ready="true"]');
    await second.locator('#board [data-cell="1"]').click();
    await second.keyboard.press('2');
    await expect.poll(() => stored(second).then((t) => t !== null && JSON.parse(t).puzzle)).toBe(OTHER);
    const saved = await stored(second);
    expect(await first.locator('#board [role="gridcell"]').count()).toBe(81);
    expect(await cellLabel(first, 1, 1)).toMatch(/^Row 1, column 1, 4/);
    await first.evaluate(() => dispatchEvent(new Event('pagehide')));
    expect(await stored(first)).toBe(saved);
    await first.context().close();
  }, 60_000);

  it('a paused game comes back paused at its time; a finished one comes back finished, its summary shown', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('4');
    await page.locator('#pause').click();
    const time = await page.locator('#timer').textContent();
    await reload(page);
    expect(await page.locator('#paused').isVisible()).toBe(true);
    expect(await page.locator('#pause').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('#timer').textContent()).toBe(time);
    expect(await status(page)).toBe('Your game was restored, paused.');
    await page.locator('#resume').click();

    // the rating first (the summary names the level once it is known: a win before it says only "Solved")
    await expect.poll(() => page.locator('#rating').getAttribute('data-level'), { timeout: 30_000 }).toBe('Easy');
    // the last digit by the player: the win, then a reload
    await page.evaluate(
      ({ puzzle, s }) => {
        const app = (window as unknown as { sudokuDemo: { game: { placeDigit(c: number[], d: number): boolean }; changed(): void } }).sudokuDemo;
        for (let c = 1; c < 81; c++) if (puzzle[c] === '.' && c !== 80) app.game.placeDigit([c], Number(s[c]));
        app.changed();
      },
      { puzzle: EASY, s: SOLUTION },
    );
    await page.locator('#board [data-cell="80"]').click();
    await page.keyboard.press(SOLUTION[80]);
    await page.waitForSelector('#complete:not([hidden])');
    const summary = await page.locator('#complete-summary').textContent();
    expect(summary).toMatch(/^Easy puzzle solved in /);
    await reload(page);
    expect(await page.locator('#complete').isVisible()).toBe(true);
    expect(await page.locator('#complete-summary').textContent()).toBe(summary);
    expect(await gridLine(page)).toBe(SOLUTION);
    expect(await page.locator('#pause').getAttribute('aria-disabled')).toBe('true');
    expect(await page.locator('#board .board').getAttribute('class')).not.toContain('celebrate');
    await page.context().close();
  }, 60_000);

  it('a reload hears no other tab: the last save of the page it replaced, delivered late as a storage event, is not news', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('4');
    await page.locator('#pause').click();
    await reload(page);
    const opened = await stored(page);
    expect(opened).not.toBeNull();
    // Chromium may hand the page it replaced's last write (its `pagehide` save) to the new page
    // as a `storage` event once the new page listens (seen on a loaded machine): the same text
    // it opened with, or, after its own first save, the one before
    const late = (text: string | null, shelf: 'local' | 'session' = 'local') =>
      page.evaluate(({ key, text, shelf }) => dispatchEvent(new StorageEvent('storage', { key, newValue: text, storageArea: shelf === 'local' ? localStorage : sessionStorage })), { key: KEY, text, shelf });
    await late(opened);
    expect(await status(page)).toBe('Your game was restored, paused.');
    await page.locator('#resume').click();
    await page.locator('#board [data-cell="1"]').click();
    await page.keyboard.press('8');
    await expect.poll(() => stored(page)).not.toBe(opened);
    await late(opened);
    expect(await status(page)).not.toMatch(/another tab/);
    expect(await cellLabel(page, 1, 2)).toMatch(/^Row 1, column 2, 8/);
    // nor is an earlier write of this page's own, heard late, once it has written again
    const earlier = await stored(page);
    const empty = EASY.indexOf('.', 2);
    await page.locator(`#board [data-cell="${empty}"]`).click();
    await page.keyboard.press('1');
    await expect.poll(() => stored(page)).not.toBe(earlier);
    await late(earlier);
    expect(await status(page)).not.toMatch(/another tab/);
    expect(await cellLabel(page, 1, 2)).toMatch(/^Row 1, column 2, 8/);
    await page.context().close();

    // a game with no move yet is kept on the tab's shelf, this tab's own: never another tab's game
    const fresh = await open(`?puzzle=${EASY}`);
    const tabText = () => fresh.evaluate((key) => sessionStorage.getItem(key), KEY);
    await expect.poll(tabText).not.toBeNull();
    await reload(fresh);
    const kept = await tabText();
    await fresh.evaluate(({ key, text }) => dispatchEvent(new StorageEvent('storage', { key, newValue: text, storageArea: sessionStorage })), { key: KEY, text: kept });
    expect(await fresh.locator('#status').textContent()).not.toMatch(/another tab/);
    await fresh.context().close();
  }, 60_000);

  it('a reload of a game with no move yet keeps its clock (paused or running), and leaves another puzzle\'s saved game alone', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const timer = () => page.locator('#timer').textContent();
    await expect.poll(timer, { timeout: 10_000 }).not.toBe('0:00'); // a second played, no move made
    await page.locator('#pause').click();
    const time = await timer();
    await reload(page);
    expect(await status(page)).toBe('Your game was restored, paused.');
    expect(await timer()).toBe(time);
    await page.locator('#resume').click();
    await reload(page); // running: restored, and its clock goes on from there
    expect(await status(page)).toBe('Your game was restored.');
    expect(await gridLine(page)).toBe(EASY);

    // a game played, then a link to another puzzle with no move: the played game stays saved
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('4');
    await expect.poll(() => stored(page).then((t) => t !== null && JSON.parse(t).cells[0][0])).toBe(4);
    await page.goto(page.url().replace(/\?.*$/, `?puzzle=${OTHER}`));
    await page.waitForSelector('body[data-ready="true"]');
    const saved = await stored(page); // as the last page left it
    await expect.poll(timer, { timeout: 10_000 }).not.toBe('0:00');
    await page.locator('#pause').click();
    const other = await timer();
    await reload(page);
    expect(await page.locator('#board [role="gridcell"]').count()).toBe(16);
    expect(await timer()).toBe(other);
    expect(await stored(page)).toBe(saved);
    await openBare(page); // the played game comes back on the bare address
    expect(await cellLabel(page, 1, 1)).toMatch(/^Row 1, column 1, 4/);
    await page.context().close();
  }, 60_000);

  it('corrupted, foreign or outdated stored data loads a clean page (and is removed), with no error', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const bad = [
      '{"format":"sudoku-wasm/game","version":1,"puzzle":"garbage"',
      JSON.stringify({ format: 'sudoku-wasm/game', version: 0, puzzle: EASY }),
      JSON.stringify({ theme: 'dark' }),
      'x'.repeat(600_000),
    ];
    for (const text of bad) {
      // a move first: the game is then saved for the site, and the tab keeps no copy of its own
      // (a game with no move yet) that a reload would bring back instead
      await page.locator('#board [data-cell="0"]').click();
      await page.keyboard.press('4');
      await expect.poll(() => stored(page)).not.toBeNull();
      await page.evaluate(([key, t]) => localStorage.setItem(key, t), [KEY, text]);
      await reload(page);
      expect(await gridLine(page)).toBe(EASY);
      expect(await status(page)).toBe('');
      expect(await stored(page)).toBeNull();
      await openBare(page);
    }
    expect(errors()).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('with storage refused (site data blocked) or full, playing and leaving raise no error', async () => {
    for (const how of ['blocked', 'full'] as const) {
      const page = await open(`?puzzle=${EASY}`);
      await page.addInitScript((h) => {
        if (h === 'blocked') {
          Object.defineProperty(window, 'localStorage', {
            configurable: true,
            get() {
              throw new DOMException('Access is denied for this document.', 'SecurityError');
            },
          });
        } else {
          Storage.prototype.setItem = () => {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          };
        }
      }, how);
      await reload(page);
      await page.locator('#board [data-cell="0"]').click();
      await page.keyboard.press('4');
      await page.evaluate(() => dispatchEvent(new Event('pagehide')));
      await reload(page);
      expect(await gridLine(page), how).toBe(EASY);
      await page.context().close();
    }
    expect(errors()).toEqual([]);
  }, 60_000);
});
