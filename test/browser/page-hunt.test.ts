/**
 * The demo page played as a demanding player would, in Chromium: what a hunt on a desktop, a
 * phone held upright and on its side, light and dark, found wrong. One test each; each failed
 * on the page before its fix (the commit that fixed it says how).
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { toFpuzzlesLink } from '../../src/index.js';
import { describeBrowser } from '../support/browser.js';
import { axeViolations } from './axe.js';
import { DemoSession, demoSuiteSession } from './demo-page.js';
import { KILLER, SHOWCASE } from './variant-puzzles.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

/** A puzzle whose first step from a bare grid is a pointing pair: 2 out of r4c3, r5c3, r6c3. */
const POINTING = '.6..7.......8...2..1.............6.54..3...........7.42.1.6..4.8.31.........5.1..';

/** The digits no given in a cell's row, column or box holds (a 9×9 line). */
const allowed = (puzzle: string, cell: number): number[] => {
  const [r, c] = [Math.floor(cell / 9), cell % 9];
  const seen = new Set<string>();
  for (let i = 0; i < 81; i++) {
    const [ri, ci] = [Math.floor(i / 9), i % 9];
    if (ri === r || ci === c || (Math.floor(ri / 3) === Math.floor(r / 3) && Math.floor(ci / 3) === Math.floor(c / 3))) seen.add(puzzle[i]);
  }
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(String(d)));
};

describeBrowser('demo page: a player\'s hunt', (executablePath) => {
  const session = demoSuiteSession(executablePath);
  const open = (...args: Parameters<DemoSession['open']>): Promise<Page> => session().open(...args);

  /** Presses Hint until the move (the last grade) is shown. */
  const toMove = async (page: Page): Promise<void> => {
    for (let grade = 1; grade <= 4; grade++) {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe(String(grade));
    }
  };
  /** Paints each cell with its colour (colour mode, then back to digits). */
  const paint = async (page: Page, colours: readonly (readonly [number, number])[]): Promise<void> => {
    for (const [cell, colour] of colours) {
      await page.locator(`#board [data-cell="${cell}"]`).click();
      await page.keyboard.press('v');
      await page.keyboard.press(String(colour));
    }
    await page.keyboard.press('z');
  };
  /** Per cell with a struck candidate: the candidates drawn, the struck ones marked `-`. */
  const drawnMarks = (page: Page): Promise<Record<number, string>> =>
    page.evaluate(() => {
      const out: Record<number, string> = {};
      for (const cell of Array.from(document.querySelectorAll<HTMLElement>('#board [role="gridcell"]'))) {
        if (!cell.querySelector('.cand.struck')) continue;
        out[Number(cell.dataset.cell)] = Array.from(cell.querySelectorAll<HTMLElement>('.cand[data-d]'))
          .map((k) => (k.classList.contains('struck') ? `-${k.dataset.d}` : k.dataset.d))
          .join(' ');
      }
      return out;
    });

  it('a move\'s removed candidates are struck through in cells with no centre marks, among the digits the cell may hold (classic)', async () => {
    const page = await open(`?puzzle=${POINTING}`);
    await toMove(page);
    expect(await page.locator('#hint-text').textContent()).toMatch(/Locked candidates/i);
    // r4c3, r5c3, r6c3 (cells 29, 38, 47): no marks written; 2 removed, among what their peers allow
    const marks = await drawnMarks(page);
    expect(Object.keys(marks).map(Number)).toEqual([29, 38, 47]);
    for (const cell of [29, 38, 47]) expect(marks[cell]).toBe(allowed(POINTING, cell).map((d) => (d === 2 ? '-2' : String(d))).join(' '));
    // the cells' own marks are untouched: their names still say empty, no candidates
    expect(await page.locator('#board [data-cell="29"]').getAttribute('aria-label')).toMatch(/^Row 4, column 3, empty(,|$)/);
    expect(await page.locator('#board [data-cell="29"]').getAttribute('aria-label')).not.toMatch(/candidates/);
    // the struck mark looks like one where centre marks exist: the same class and style
    const style = await page.locator('#board [data-cell="29"] .cand.struck').evaluate((k) => getComputedStyle(k).textDecorationLine);
    expect(style).toBe('line-through');
    // after Apply, the marks are the player's (centre marks without the 2)
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(await page.locator('#board [data-cell="29"]').getAttribute('aria-label')).toMatch(/candidates/);
    expect(await page.locator('#board .cand.struck').count()).toBe(0);
  }, 90_000);

  it('a move\'s removed candidates are struck through in cells with no centre marks (variant)', async () => {
    const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(KILLER))}`);
    await page.waitForSelector('#rules-list li');
    await toMove(page);
    const marks = await drawnMarks(page);
    expect(Object.keys(marks).length).toBeGreaterThan(0);
    for (const drawn of Object.values(marks)) expect(drawn).toMatch(/-\d/);
  }, 90_000);

  it('a small phone on its side (667×375, 640×360) puts the board beside the controls: larger cells, the board inside the window, 44 px targets', async () => {
    // stacked under the header and the bar, cells were 27 and 25.3 px (22 and 20.6 with clues outside the grid)
    const cases = [
      { viewport: { width: 667, height: 375 }, query: `?puzzle=${POINTING}`, least: 32 },
      { viewport: { width: 640, height: 360 }, query: `?puzzle=${POINTING}`, least: 30 },
      { viewport: { width: 667, height: 375 }, query: `?puzzle=${encodeURIComponent(toFpuzzlesLink(SHOWCASE))}`, least: 26 },
      { viewport: { width: 640, height: 360 }, query: `?puzzle=${encodeURIComponent(toFpuzzlesLink(SHOWCASE))}`, least: 25 },
    ];
    for (const { viewport, query, least } of cases) {
      const page = await open(query, { viewport });
      await page.waitForSelector('#board [role="gridcell"]');
      const seen = await page.evaluate(() => {
        const board = document.querySelector('#board .board')!.getBoundingClientRect();
        const side = document.querySelector('#view-play > .side')!.getBoundingClientRect();
        const small = Array.from(document.querySelectorAll<HTMLElement>('.top button, .top [role="tab"], #view-play button, #view-play [role="radio"]'))
          .filter((b) => b.id !== 'pause' && b.offsetParent !== null)
          .map((b) => ({ name: b.id || b.textContent!.trim(), box: b.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 44 || box.height < 44)
          .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`);
        return {
          cell: document.querySelector('#board [role="gridcell"]')!.getBoundingClientRect().width,
          bottom: board.bottom,
          beside: side.left >= board.right,
          sideways: document.documentElement.scrollWidth - window.innerWidth,
          small,
        };
      });
      const name = `${viewport.width}×${viewport.height} ${query.slice(0, 20)}`;
      expect(seen.cell, name).toBeGreaterThanOrEqual(least);
      expect(seen.beside, name).toBe(true);
      expect(seen.bottom, name).toBeLessThanOrEqual(viewport.height);
      expect(seen.sideways, name).toBe(0);
      expect(seen.small, name).toEqual([]);
      await page.context().close();
    }
  }, 90_000);

  it('axe finds nothing on a small phone on its side, light and dark, a move shown with struck marks in cells without centre marks', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const query of [`?puzzle=${POINTING}`, `?puzzle=${encodeURIComponent(toFpuzzlesLink(KILLER))}`]) {
        const page = await open(query, { viewport: { width: 667, height: 375 }, colorScheme });
        await page.waitForSelector('#board [role="gridcell"]');
        await toMove(page);
        expect(await page.locator('#board .cand.struck').count()).toBeGreaterThan(0);
        expect(await axeViolations(page, ['minor', 'moderate', 'serious', 'critical']), `${colorScheme} ${query.slice(0, 20)}`).toEqual([]);
        await page.context().close();
      }
    }
  }, 120_000);

  it('a move\'s struck candidates stay red on cells the player painted, light and dark (they took the marks\' dark ink)', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await open(`?puzzle=${POINTING}`, { colorScheme });
      await page.getByRole('button', { name: 'Fill candidates' }).click();
      await paint(page, [[29, 4], [38, 6], [47, 2]]);
      await page.locator('#board [data-cell="80"]').click();
      await toMove(page);
      const inks = await page.evaluate(() =>
        [29, 38, 47].map((cell) => {
          const el = document.querySelector(`#board [data-cell="${cell}"]`)!;
          const rgb = (k: Element | null) => getComputedStyle(k!).color.match(/\d+/g)!.map(Number);
          return { struck: rgb(el.querySelector('.cand.struck')), mark: rgb(el.querySelector('.cand[data-d]:not(.struck)')) };
        }),
      );
      for (const { struck, mark } of inks) {
        const [r, g, b] = struck;
        expect(r - Math.max(g, b), `${colorScheme}: struck ${struck}, marks ${mark}`).toBeGreaterThan(80);
        expect(struck).not.toEqual(mark);
      }
      await page.context().close();
    }
  }, 90_000);

  it('a move\'s placed digit stays green on a cell the player painted, light and dark (it took the player\'s blue)', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await open(`?puzzle=${EASY}`, { colorScheme });
      await toMove(page);
      const cell = await page.locator('#board .cell.effect-place').getAttribute('data-cell');
      const ink = () => page.locator('#board .cell.effect-place .value').evaluate((v) => getComputedStyle(v).color);
      const unpainted = await ink();
      await paint(page, [[Number(cell), 5]]);
      await page.locator('#board [data-cell="80"]').click();
      await toMove(page);
      expect(await page.locator('#board .cell.effect-place').getAttribute('class')).toMatch(/colour-5/);
      const [r, g, b] = (await ink()).match(/\d+/g)!.map(Number);
      expect(g - Math.max(r, b), `${colorScheme}: placed ${r},${g},${b}, unpainted ${unpainted}`).toBeGreaterThan(20);
      await page.context().close();
    }
  }, 90_000);

  it('the selected digit among a painted cell\'s candidates is readable in dark mode (dark ink on the dark pill: 1.4:1)', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await open(`?puzzle=${EASY}`, { colorScheme });
      await page.getByRole('button', { name: 'Fill candidates' }).click();
      // r1c1 painted, then a given holding one of its candidates selected: that digit among them on the pill
      await paint(page, [[0, 4]]);
      const digit = await page.evaluate(() => document.querySelector<HTMLElement>('#board [data-cell="0"] .cand[data-d]')!.dataset.d!);
      const given = await page.evaluate((d) => Array.from(document.querySelectorAll<HTMLElement>('#board .cell.given')).find((c) => c.textContent === d)!.dataset.cell!, digit);
      await page.locator(`#board [data-cell="${given}"]`).click();
      const ratio = await page.locator('#board [data-cell="0"] .cand.same-cand').evaluate((k) => {
        const luminance = (css: string): number => {
          const [r, g, b] = css.match(/[\d.]+/g)!.slice(0, 3).map((x) => Number(x) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const style = getComputedStyle(k);
        const [a, b] = [luminance(style.color), luminance(style.backgroundColor)];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      });
      expect(ratio, colorScheme).toBeGreaterThanOrEqual(4.5);
      await page.context().close();
    }
  }, 90_000);
});
