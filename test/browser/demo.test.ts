/**
 * The demo page (web/) in Chromium: built if stale, served on 127.0.0.1, driven by
 * playwright-core. Each point of the page's "done when" list is one test; the last test asserts
 * that no page of the suite logged a console error or had a failed request. The bugs of issue
 * 28 have their own suite (page-bugs.test.ts), the README's screenshots theirs
 * (screenshots.test.ts).
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { generateSync, gridFromPuzzle, hint, logicSolve, rate, solve } from '../../src/index.js';
import { describeBrowser } from '../support/browser.js';
import { cellLabel, DemoSession, demoSuiteSession, gridLine } from './demo-page.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const HARD = '.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..';
/** The first puzzle of forum_hardest_1106 (../shared/puzzles/forum_hardest_1106.txt). */
const FORUM_HARDEST = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
/** A solved grid with an unavoidable rectangle opened (r1c2, r1c7, r2c2, r2c7: 6 and 8 swap): two solutions. */
const RECTANGLE = '4.3921.579.7345.21251876493548132976729564138136798245372689514814253769695417382';

describeBrowser('demo page (web/)', (executablePath) => {
  const session = demoSuiteSession(executablePath);
  const pages: Page[] = [];
  const open = async (...args: Parameters<DemoSession['open']>): Promise<Page> => {
    const page = await session().open(...args);
    pages.push(page);
    return page;
  };

  it('opens ?puzzle=<line> and "Solve" fills in the right 81 digits', async () => {
    const page = await open(`?puzzle=${HARD}`);
    expect(await gridLine(page)).toBe(HARD);
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    const solution = solve(HARD).solution!;
    await page.waitForFunction((s) => Array.from(document.querySelectorAll('#board .value')).map((v) => v.textContent).join('') === s, solution);
    expect(await gridLine(page)).toBe(solution);
    await expect.poll(() => page.locator('#status').textContent(), { timeout: 30_000 }).toMatch(/^The solution is filled in/);
    expect(await page.locator('#complete').isVisible()).toBe(false); // "Solve" is no win to celebrate
  }, 60_000);

  it('typing digits, pencil marks, undo and redo change the cells as expected', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('4');
    expect(await cellLabel(page, 1, 1)).toBe('Row 1, column 1, 4');
    await page.locator('#board [data-cell="1"]').click();
    await page.keyboard.press('Shift+Digit5');
    await page.keyboard.press('Shift+Digit7');
    expect(await cellLabel(page, 1, 2)).toBe('Row 1, column 2, empty, corner marks 5 7');
    await page.keyboard.press('Control+Digit8');
    expect(await cellLabel(page, 1, 2)).toBe('Row 1, column 2, empty, candidates 8, corner marks 5 7');
    // Mode keys: C = centre, then a plain digit toggles a centre mark; Z back to digits.
    await page.keyboard.press('c');
    await page.keyboard.press('8');
    expect(await cellLabel(page, 1, 2)).toBe('Row 1, column 2, empty, corner marks 5 7');
    await page.keyboard.press('z');
    // Placing 5 in r1c2's row removes 5 from its marks (tidy); one undo brings it back.
    await page.locator('#board [data-cell="7"]').click();
    await page.keyboard.press('5');
    expect(await cellLabel(page, 1, 8)).toBe('Row 1, column 8, 5');
    expect(await cellLabel(page, 1, 2)).toBe('Row 1, column 2, empty, corner marks 7');
    await page.keyboard.press('Control+z');
    expect(await cellLabel(page, 1, 8)).toBe('Row 1, column 8, empty');
    expect(await cellLabel(page, 1, 2)).toBe('Row 1, column 2, empty, corner marks 5 7');
    await page.keyboard.press('Control+y');
    expect(await cellLabel(page, 1, 8)).toBe('Row 1, column 8, 5');
    await page.keyboard.press('Control+Shift+z'); // nothing left to redo
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    expect(await cellLabel(page, 1, 2)).toBe('Row 1, column 2, empty, candidates 8, corner marks 5 7');
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    expect(await cellLabel(page, 1, 2)).toBe('Row 1, column 2, empty, corner marks 5 7');
    // The same digit is highlighted, conflicts are marked, the counts follow.
    await page.locator('#board [data-cell="0"]').click();
    expect(await page.locator('#board .cell.same').count()).toBe(1 + [...EASY].filter((c) => c === '4').length);
    await page.locator('#board [data-cell="18"]').click();
    await page.keyboard.press('4'); // r3c1 = 4 under r1c1 = 4: a conflict in column 1 and box 1
    expect(await cellLabel(page, 3, 1)).toBe('Row 3, column 1, 4, conflict');
    expect(await cellLabel(page, 1, 1)).toBe('Row 1, column 1, 4, conflict');
    const left = 9 - [...EASY].filter((c) => c === '4').length - 2;
    expect(await page.getByRole('button', { name: 'Digit 4', exact: true }).getAttribute('title')).toBe(`${left} left to place`);
  }, 60_000);

  it('a hint goes through its grades (technique, region, cells, move) and "Apply" makes the move', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const grid = gridFromPuzzle(EASY);
    const concrete = hint(grid, { level: 'concrete' });
    const vague = hint(grid, { level: 'vague' });
    expect(concrete.step?.text).toBe('Naked single: 4 is the only candidate left in r5c6.');
    const text = page.locator('#hint-text');
    const press = () => page.getByRole('button', { name: 'Hint', exact: true }).click();
    await press();
    await expect.poll(() => text.getAttribute('data-grade'), { timeout: 30_000 }).toBe('1');
    expect(await text.textContent()).toBe(`Technique: ${concrete.name}.`);
    expect(await page.locator('#status').textContent()).toBe(`Technique: ${concrete.name}.`);
    await press();
    await expect.poll(() => text.getAttribute('data-grade'), { timeout: 30_000 }).toBe('2');
    expect(await text.textContent()).toBe(vague.text);
    expect(await page.locator('#board .overlay rect.house').count()).toBe(vague.houses!.length);
    await press();
    await expect.poll(() => text.getAttribute('data-grade'), { timeout: 30_000 }).toBe('3');
    const highlighted = await page.$$eval('#board .cell.cause', (cells) => cells.map((c) => Number((c as HTMLElement).dataset.cell)));
    expect(highlighted).toEqual(concrete.cells);
    await press();
    await expect.poll(() => text.getAttribute('data-grade'), { timeout: 30_000 }).toBe('4');
    expect(await text.textContent()).toBe(concrete.step!.text);
    expect(await cellLabel(page, 5, 6)).toContain('the hint places 4');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    expect(await cellLabel(page, 5, 6)).toBe('Row 5, column 6, 4');
    // A wrong digit is pointed out before any technique, graded: where, then what.
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('5'); // r1c1 allows 4 and 5; the solution has 4
    expect(solve(EASY).solution![0]).toBe('4');
    await press();
    await expect.poll(() => text.getAttribute('data-kind'), { timeout: 30_000 }).toBe('mistake');
    expect(await text.getAttribute('data-grade')).toBe('1');
    expect(await text.textContent()).toBe("Mistake: Check r1c1: the 5 there is not the solution's digit.");
    expect(await page.locator('#board .cell.role-mistake').count()).toBe(1);
    // a mistake has its own grades (where, then what) in place of the technique's
    expect(await page.locator('#grades').isVisible()).toBe(false);
    expect(await page.locator('#mistake-grades li.reached').allTextContents()).toEqual(['Where']);
    expect(await page.locator('#board .overlay rect.house').count()).toBe(0);
    await press();
    await expect.poll(() => text.getAttribute('data-grade'), { timeout: 30_000 }).toBe('2');
    expect(await text.textContent()).toBe("Mistake: Check r1c1: the 5 there is not the solution's digit. The solution has 4 there.");
    expect(await page.locator('#mistake-grades li.reached').allTextContents()).toEqual(['Where', 'What']);
    // A digit repeating a given is pointed out too (r1c1 = 3 repeats the given 3 of r1c3).
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('3');
    await press();
    await expect.poll(() => text.textContent(), { timeout: 30_000 }).toBe('Mistake: r1c3 and r1c1 both hold 3 in row 1.');
    expect(await page.locator('#board .cell.role-mistake').count()).toBe(2);
    expect(await page.locator('#board .overlay rect.house').count()).toBe(1);
  }, 60_000);

  it('two equal digits entered in a row: the hint names both cells and the row, as the library does', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const text = page.locator('#hint-text');
    for (const cell of [3, 7]) {
      await page.locator(`#board [data-cell="${cell}"]`).click();
      await page.keyboard.press('5'); // r1c4 and r1c8 are open
    }
    expect(await cellLabel(page, 1, 8)).toBe('Row 1, column 8, 5, conflict');
    const entered = Array.from({ length: 81 }, (_, c) => (c === 3 || c === 7 ? 5 : 0));
    const expected = hint({ puzzle: EASY, entered }, { level: 'vague' });
    expect(expected).toMatchObject({ kind: 'mistake', mistake: 'conflict', cells: [3, 7], houses: [{ kind: 'row', index: 0 }] });
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect.poll(() => text.getAttribute('data-kind'), { timeout: 30_000 }).toBe('mistake');
    expect(await text.textContent()).toBe(`Mistake: ${expected.text}`);
    expect(await text.textContent()).toBe('Mistake: r1c4 and r1c8 both hold 5 in row 1.');
    const marked = await page.$$eval('#board .cell.role-mistake', (cells) => cells.map((c) => Number((c as HTMLElement).dataset.cell)));
    expect(marked).toEqual([3, 7]);
    expect(await page.locator('#board .overlay rect.house').count()).toBe(1);
    expect(await page.locator('#status').textContent()).toBe(`Mistake: ${expected.text}`);
    // fixing it brings the technique's grades back
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await page.locator('#grades').isVisible()).toBe(true);
    expect(await page.locator('#mistake-grades').isVisible()).toBe(false);
  }, 60_000);

  it('an invalid paste shows the parser\'s error naming the cell', async () => {
    const page = await open();
    const bad = `${EASY.slice(0, 40)}x${EASY.slice(41)}`;
    await page.locator('#paste').fill(bad);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    const error = await page.locator('#paste-error').textContent();
    expect(error).toBe('r5c5 holds “x”, which is not a digit of a 9×9 puzzle: use 1-9, and . or 0 for an empty cell.');
    expect(await page.locator('#status').textContent()).toBe(error);
    expect(await gridLine(page)).toBe(EASY); // the old puzzle stays
    // Two equal digits in a row: the conflict names both cells.
    await page.locator('#paste').fill(`33${EASY.slice(2)}`);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    expect(await page.locator('#paste-error').textContent()).toMatch(/r1c1.*r1c2|cell 1.*cell 2/);
    // A bad ?puzzle= link says so and opens the default puzzle.
    const linked = await open(`?puzzle=${EASY.slice(0, 80)}`);
    expect(await linked.locator('#paste-error').textContent()).toBe('The puzzle in the link could not be read. That is 80 cells: a 9×9 puzzle has 81 (4×4: 16, 16×16: 256). Look for a missing or an extra character.');
  }, 60_000);

  it('a pasted puzzle with two solutions: Check, Solve and Hint say where the solutions differ, those cells marked', async () => {
    const page = await open();
    await page.locator('#paste').fill(RECTANGLE);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    await expect.poll(() => gridLine(page)).toBe(RECTANGLE);
    const where = 'Its solutions differ in 4 cells: r1c2 (6 or 8), r1c7 (6 or 8), r2c2 (6 or 8), r2c7 (6 or 8).';
    const cases = [
      ['Check', 'Cannot check', 'there is no one solution to check your digits against'],
      ['Solve', 'Cannot solve', 'there is no one solution to fill in'],
      ['Hint', 'No hint', 'no hint can lead to the solution'],
    ];
    for (const [button, cannot, why] of cases) {
      await page.getByRole('button', { name: button, exact: true }).click();
      const said = `${cannot}: This puzzle has more than one solution, so ${why}. ${where}`;
      await expect.poll(() => page.locator('#hint-text').textContent(), { timeout: 30_000 }).toBe(said);
      expect(await page.locator('#status').textContent()).toBe(said); // the live region reads it
      expect(await page.locator('#board .role-pattern').evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-cell'))))).toEqual([1, 6, 10, 15]);
    }
    expect(await cellLabel(page, 1, 2)).toMatch(/highlighted: pattern$/);
  }, 60_000);

  it('a forum_hardest_1106 puzzle is solved in the worker while the page handles a click', async () => {
    const page = await open(`?puzzle=${FORUM_HARDEST}`);
    // Click "Solve", then click a cell in the same task: with the search in a worker the click
    // is handled while the solve is still pending (a search on the main thread would finish first).
    const log = await page.evaluate(() => {
      const events: string[] = [];
      const cell = document.querySelector<HTMLElement>('#board [data-cell="40"]')!;
      cell.addEventListener('pointerdown', () => events.push(`click while busy=${document.body.dataset.busy ?? 'no'}`));
      document.getElementById('solve')!.click();
      events.push(`after Solve busy=${document.body.dataset.busy ?? 'no'}`);
      const r = cell.getBoundingClientRect();
      cell.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: r.x + r.width / 2, clientY: r.y + r.height / 2 }));
      events.push(`selected=${cell.getAttribute('aria-selected')}`);
      return events;
    });
    expect(log).toEqual(['after Solve busy=solve', 'click while busy=solve', 'selected=true']);
    const solution = solve(FORUM_HARDEST).solution!;
    await page.waitForFunction((s) => Array.from(document.querySelectorAll('#board .value')).map((v) => v.textContent).join('') === s, solution);
    expect(await gridLine(page)).toBe(solution);
    await expect.poll(() => page.workers().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1); // the search ran in a Web Worker
  }, 60_000);

  it('"New puzzle" makes a puzzle of the level asked for, symmetric', async () => {
    const page = await open();
    await page.locator('#level').selectOption('Hard');
    await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
    await expect.poll(() => page.locator('#rating').getAttribute('data-level'), { timeout: 30_000 }).toBe('Hard');
    const line = new URL(page.url()).searchParams.get('puzzle')!;
    expect(line).toHaveLength(81);
    expect(await gridLine(page)).toBe(line);
    expect(rate(line).level).toBe('Hard');
    for (let c = 0; c < 81; c++) expect(line[c] === '.').toBe(line[80 - c] === '.'); // rotate180
    // 4×4 and 16×16 too.
    await page.locator('#size').selectOption('16');
    await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
    await expect.poll(() => page.locator('#board [role="gridcell"]').count(), { timeout: 30_000 }).toBe(256);
    expect(await page.locator('#board [role="row"]').count()).toBe(16);
  }, 90_000);

  it('4×4 and 16×16 play; the rating shown is always that of the puzzle loaded', async () => {
    const [big] = generateSync({ size: 16, seed: 7 });
    const page = await open(`?puzzle=${big.puzzle}`);
    expect(await page.locator('#board [role="gridcell"]').count()).toBe(256);
    // Load a 4×4 puzzle at once: a 16×16 rating still running is aborted (its worker replaced);
    // whether or not it had finished, the rating shown is the 4×4 one.
    const [small] = generateSync({ size: 4, seed: 3 });
    await page.locator('#paste').fill(small.puzzle);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    expect(await page.locator('#board [role="gridcell"]').count()).toBe(16);
    await expect.poll(() => page.locator('#rating').getAttribute('data-level'), { timeout: 30_000 }).toBe(rate(small.puzzle).level);
    const first = hint(gridFromPuzzle(small.puzzle)).step!;
    for (let g = 1; g <= 4; g++) await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect.poll(() => page.locator('#hint-text').textContent(), { timeout: 30_000 }).toBe(first.text);
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect.poll(() => gridLine(page), { timeout: 30_000 }).toBe(small.solution);
  }, 60_000);

  it('keyboard-only play: one tab stop in the grid, arrows inside, digits, hint and undo by keys', async () => {
    const page = await open(`?puzzle=${EASY}`);
    expect(await page.locator('#board [role="gridcell"][tabindex="0"]').count()).toBe(1);
    expect(await page.locator('#board [role="grid"]').getAttribute('aria-multiselectable')).toBe('true');
    let steps = 0;
    while (!(await page.evaluate(() => document.activeElement?.getAttribute('role') === 'gridcell'))) {
      await page.keyboard.press('Tab');
      if (++steps > 30) throw new Error('the grid is not reachable with Tab');
    }
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.cell)).toBe('0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.cell)).toBe('10');
    expect(await page.locator('#board [role="gridcell"][tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('7');
    expect(await cellLabel(page, 2, 2)).toBe('Row 2, column 2, 7');
    await page.keyboard.press('Backspace');
    expect(await cellLabel(page, 2, 2)).toBe('Row 2, column 2, empty');
    await page.keyboard.press('Control+z');
    expect(await cellLabel(page, 2, 2)).toBe('Row 2, column 2, 7');
    // One Tab leaves the grid (a single tab stop).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') === null)).toBe(true);
    // The buttons have visible names and work from the keyboard.
    for (const name of ['Solve', 'Hint', 'Check', 'Undo', 'Redo', 'New puzzle']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(1);
    }
    await page.getByRole('button', { name: 'Check', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#status').textContent(), { timeout: 30_000 }).toMatch(/wrong digit|No mistakes/);
  }, 60_000);

  it('the explanation steps forward and back with the pattern highlighted by role', async () => {
    const page = await open(`?puzzle=${HARD}`);
    await page.getByRole('tab', { name: 'Explanation' }).click();
    await page.getByRole('button', { name: 'Explain this puzzle' }).click();
    const { steps } = logicSolve(HARD);
    const counter = page.locator('#explain-counter');
    await expect.poll(() => counter.textContent(), { timeout: 30_000 }).toBe(`Step 1 of ${steps.length}: ${steps[0].name}`);
    const k = steps.findIndex((s) => s.technique === 'xy-wing');
    await page.locator('#explain-list li').nth(k).click();
    expect(await page.locator('#explain-text').textContent()).toBe(steps[k].text);
    expect(await page.locator('#explain-board .cell.role-pivot').count()).toBe(1);
    expect(await page.locator('#explain-board .cand.struck').count()).toBe(steps[k].eliminations.length);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    expect(await page.locator('#explain-text').textContent()).toBe(steps[k + 1].text);
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    expect(await page.locator('#explain-text').textContent()).toBe(steps[k].text);
  }, 60_000);

  it('a hint on a pattern shows its cause and effect apart (screenshot)', async () => {
    const page = await open(`?puzzle=${HARD}`);
    const { steps } = logicSolve(HARD);
    const k = steps.findIndex((s) => s.technique === 'xy-wing');
    // Reach the position before the XY-wing as a player would: candidates filled, earlier moves applied.
    await page.getByRole('button', { name: 'Fill candidates' }).click();
    await page.evaluate((before) => {
      const app = (window as unknown as { sudokuDemo: { game: { applyMove(p: unknown, e: unknown): boolean }; changed(): void } }).sudokuDemo;
      for (const s of before) app.game.applyMove(s.placements, s.eliminations);
      app.changed();
    }, steps.slice(0, k).map((s) => ({ placements: s.placements, eliminations: s.eliminations })));
    for (let g = 1; g <= 4; g++) {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe(String(g));
    }
    expect(await page.locator('#hint-text').textContent()).toBe(steps[k].text);
    expect(await page.locator('#board .cell.role-pivot').count()).toBe(1);
    expect(await page.locator('#board .cell.role-pincer').count()).toBe(2);
    expect(await page.locator('#board .cand.struck').count()).toBe(steps[k].eliminations.length);
  }, 60_000);

  it('the phone layout stacks the views and fits the width (screenshot, dark mode)', async () => {
    const page = await open(`?puzzle=${EASY}`, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const board = await page.locator('#board .board').boundingBox();
    expect(board!.width).toBeGreaterThan(300);
    expect(board!.width).toBeLessThanOrEqual(390);
    await page.locator('#board [data-cell="0"]').tap();
    await page.getByRole('button', { name: 'Digit 5' }).tap();
    expect(await cellLabel(page, 1, 1)).toBe('Row 1, column 1, 5');
    await page.getByRole('button', { name: 'Fill candidates' }).tap();
  }, 60_000);

  it('the graph and backtracking views draw the founding studies', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.getByRole('tab', { name: 'Graph' }).click();
    await expect.poll(() => page.locator('#graph-host circle').count()).toBe(81); // the view's code comes with the tab's first opening
    expect(await page.locator('#graph-host path').count()).toBe(810);
    expect(await page.locator('#graph-host circle').first().getAttribute('fill')).toBe('#000000'); // r1c1 empty: black
    expect(await page.locator('#graph-palette li').nth(3).textContent()).toBe('3: Orange');
    await page.getByLabel('Colour the solution').check();
    await expect.poll(() => page.locator('#graph-host circle[fill="#000000"]').count(), { timeout: 30_000 }).toBe(0);
    expect(await page.locator('#graph-host circle').first().getAttribute('fill')).toBe('#FFFF00'); // r1c1 = 4: yellow
    await page.getByRole('tab', { name: 'Backtracking' }).click();
    await page.locator('#bt-speed').fill('5');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => page.locator('#bt-asc-count').getAttribute('data-done'), { timeout: 30_000 }).toBe('true');
    await expect.poll(() => page.locator('#bt-shuf-count').getAttribute('data-done'), { timeout: 30_000 }).toBe('true');
    const { backtrack } = await import('../../src/index.js');
    const asc = backtrack(EASY, { digitOrder: 'ascending' });
    const shuf = backtrack(EASY, { digitOrder: 'shuffled', seed: 1 });
    expect(await page.locator('#bt-asc-count').textContent()).toBe(`recursions ${asc.recursions.toLocaleString('en')} · backtracks ${asc.backtracks.toLocaleString('en')} · solved`);
    expect(await page.locator('#bt-shuf-count').textContent()).toBe(`recursions ${shuf.recursions.toLocaleString('en')} · backtracks ${shuf.backtracks.toLocaleString('en')} · solved`);
  }, 60_000);

  it('no page logged a console error or had a failed request', async () => {
    for (const page of pages) await page.close();
    expect(session().problems).toEqual([]);
  });
});
