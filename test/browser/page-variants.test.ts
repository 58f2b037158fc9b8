/**
 * The demo page plays variant puzzles (web/src/variant/, web/src/grid/rules/), in Chromium: a
 * killer with a thermometer opened by its f-puzzles link and a jigsaw pasted as f-puzzles JSON
 * are read by the package's reader, drawn (cages with their sums, the bulb and line, the regions'
 * borders), listed in words and named on each cell, played to the finish with mistakes counted,
 * kept across a reload; a puzzle with several solutions is refused in words; the classic-only
 * hint says so; axe finds nothing; the 37 published puzzles of ../shared/variants each load
 * with their published solution and draw without an error; on two of them the Explanation view
 * walks the steps the variant hints take (web/src/variant/solve-path.ts), to solved or stuck;
 * Arrow's first Contradiction is walked link by link with Chain in the hint place and in the
 * Explanation (SHOTS_CHAIN=<dir> saves a screenshot of a link), and End in the list of a stopped
 * explanation reaches its stop line; CTC Tribute's Forcing and Sudoku X's Two-step
 * contradiction are walked each option from what was known before it (SHOTS_CHAIN saves the
 * Forcing at its second option); the Explanation board draws the puzzle's rules as Play's
 * does (SHOTS_EXPLAIN=<dir> saves a screenshot mid-walk), and none once a classic one is loaded.
 *
 * The puzzles are inline (./variant-puzzles.ts); the first test checks each has one solution.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { countSolutions, parseBoard, parseVariant, rate, solve, toFpuzzles, toFpuzzlesLink, type Constraint, type VariantPuzzle } from '../../src/index.js';
import { describeBrowser } from '../support/browser.js';
import { describeShared } from '../support/shared.js';
import { axeViolations } from './axe.js';
import { cellLabel, DemoSession, demoSuiteSession, gridLine, openView } from './demo-page.js';
import { readVariant } from '../../web/src/variant/kit.js';
import { variantSolvePath } from '../../web/src/variant/solve-path.js';
import { JIGSAW, JIGSAW_8, KILLER, KILLER_6, LINES, LINES_SOLUTION, SHOWCASE, SOLUTION, SOLUTION_6, SOLUTION_8, SPLIT_JIGSAW, SPLIT_SOLUTION } from './variant-puzzles.js';


/**
 * Pastes `text`, a variant puzzle, over the variant puzzle on the page and waits until it is the
 * page's puzzle and its rules are drawn. The rules of the one before are drawn too until then,
 * and an explanation asked for meanwhile is of the puzzle before (the load drops it).
 */
async function loadOver(page: Page, text: string): Promise<void> {
  const line = (): string => (window as unknown as { sudokuDemo: { puzzleLine(): string } }).sudokuDemo.puzzleLine();
  const before = await page.evaluate(line);
  await page.locator('#paste').fill(text);
  await page.getByRole('button', { name: 'Load puzzle', exact: true }).click();
  await page.waitForFunction(`(${line})() !== ${JSON.stringify(before)}`, undefined, { timeout: 30_000 });
  await page.waitForSelector('#board .rules-layer .rule');
}

describeBrowser('demo page: variant puzzles', (executablePath) => {
  const session = demoSuiteSession(executablePath);
  const open = (...args: Parameters<DemoSession['open']>): Promise<Page> => session().open(...args);
  const count = (page: Page, selector: string): Promise<number> => page.locator(selector).count();
  const paste = async (page: Page, text: string): Promise<void> => {
    await page.locator('#paste').fill(text);
    await page.getByRole('button', { name: 'Load puzzle', exact: true }).click();
  };
  const typeGrid = async (page: Page, line: string): Promise<void> => {
    for (let c = 0; c < line.length; c++) {
      if (line[c] === '.') continue;
      await page.locator(`#board [data-cell="${c}"]`).click();
      await page.keyboard.press(line[c]);
    }
  };

  it('the puzzles are what they say: one solution each, SOLUTION', () => {
    for (const p of [KILLER, JIGSAW, SHOWCASE]) {
      expect(countSolutions(p, 2)).toBe(1);
      expect(solve(p).solution).toBe(SOLUTION);
    }
    expect(countSolutions(SPLIT_JIGSAW, 2)).toBe(1);
    expect(solve(SPLIT_JIGSAW).solution).toBe(SPLIT_SOLUTION);
    expect(() => parseBoard(SPLIT_SOLUTION)).toThrow(/appears twice in box/);
    expect(countSolutions(KILLER_6, 2)).toBe(1);
    expect(solve(KILLER_6).solution).toBe(SOLUTION_6);
    expect(countSolutions(JIGSAW_8, 2)).toBe(1);
    expect(solve(JIGSAW_8).solution).toBe(SOLUTION_8);
    expect(countSolutions(LINES, 2)).toBe(1);
    expect(solve(LINES).solution).toBe(LINES_SOLUTION);
  });

  it('a 6×6 killer (2×3 boxes) and an 8×8 jigsaw are drawn with their box borders, 6 or 8 keys, and played to the finish', async () => {
    const page = await open();
    // 6×6: boxes of 2 rows × 3 columns
    await paste(page, JSON.stringify(KILLER_6));
    await page.waitForSelector('#board .rules-layer .rule-killer.part-cage');
    expect(await count(page, '#board [role="gridcell"]')).toBe(36);
    const classes = (c: number): Promise<string> => page.locator(`#board [data-cell="${c}"]`).getAttribute('class').then((x) => x ?? '');
    expect(await classes(2)).toMatch(/\bbox-right\b/); // r1c3 | r1c4
    expect(await classes(1)).not.toMatch(/\bbox-right\b/);
    expect(await classes(6)).toMatch(/\bbox-bottom\b/); // r2c1 over r3c1
    expect(await classes(0)).not.toMatch(/\bbox-bottom\b/);
    expect(await count(page, '#board .rules-layer .rule-killer.part-cage')).toBe(9);
    expect(await page.locator('#keys button').count()).toBe(6);
    // r1c1 and r2c3 share a box only: two 1s there conflict
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('1');
    await page.locator('#board [data-cell="8"]').click();
    await page.keyboard.press('1');
    expect(await classes(8)).toMatch(/\bconflict\b/);
    await page.keyboard.press('Delete');
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('Delete');
    await typeGrid(page, SOLUTION_6.split('').map((d, c) => (KILLER_6.givens[c] === '.' ? d : '.')).join(''));
    await page.waitForSelector('#complete:not([hidden])');
    // 8×8 jigsaw: region borders, 8 keys, digits up to 8, and it comes back after a reload
    await paste(page, JSON.stringify(JIGSAW_8));
    await page.waitForFunction(() => document.querySelectorAll('#board [role="gridcell"]').length === 64);
    expect(await classes(8)).toMatch(/\bbox-right\b/); // r2c1 (region 2) | r2c2 (region 0)
    expect(await classes(3)).toMatch(/\bbox-right\b/); // r1c4 | r1c5
    expect(await classes(0)).toMatch(/\bbox-bottom\b/); // r1c1 (region 0) over r2c1 (region 2)
    expect(await classes(1)).not.toMatch(/\bbox-bottom\b/); // r1c2 over r2c2: both region 0
    expect(await page.locator('#keys button').count()).toBe(8);
    const rest = SOLUTION_8.split('').map((d, c) => (JIGSAW_8.givens[c] === '.' ? d : '.')).join('');
    await typeGrid(page, rest.slice(0, 20) + '.'.repeat(44));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sudoku-wasm.game') ?? ''), { timeout: 10_000 }).toMatch(/"variant":/);
    await page.goto(page.url().replace(/\?.*$/, ''));
    await page.waitForSelector('body[data-ready="true"]');
    expect(await count(page, '#board [role="gridcell"]')).toBe(64);
    expect(await classes(8)).toMatch(/\bbox-right\b/);
    await typeGrid(page, '.'.repeat(20) + rest.slice(20));
    await page.waitForSelector('#complete:not([hidden])');
    expect(await gridLine(page)).toBe(SOLUTION_8);
  }, 120_000);

  it('a jigsaw whose solution is no classic grid counts mistakes and checks against it, after a reload too', async () => {
    const page = await open();
    await paste(page, JSON.stringify(SPLIT_JIGSAW));
    await page.waitForFunction(() => document.querySelector('#board [data-cell="0"]')?.getAttribute('aria-label')?.includes('jigsaw region'));
    const empty = [...SPLIT_JIGSAW.givens].flatMap((g, c) => (g === '.' ? [c] : []));
    const [right, wrong] = empty;
    await page.locator(`#board [data-cell="${right}"]`).click();
    await page.keyboard.press(SPLIT_SOLUTION[right]);
    await page.locator(`#board [data-cell="${wrong}"]`).click();
    await page.keyboard.press(SPLIT_SOLUTION[wrong] === '1' ? '2' : '1');
    const name = `r${Math.floor(wrong / 9) + 1}c${(wrong % 9) + 1}`;
    const check = async (): Promise<void> => {
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect.poll(() => page.locator('#hint-text').textContent(), { timeout: 10_000 }).toBe(`1 wrong digit: ${name}.`);
    };
    const mistakes = (): Promise<number> => page.evaluate(() => (window as unknown as { sudokuDemo: { tally: { mistakes: number } } }).sudokuDemo.tally.mistakes);
    await check(); // a wrong digit counts once Check shows it
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sudoku-wasm.game') ?? ''), { timeout: 10_000 }).toMatch(/"mistakes":1/);
    await page.goto(page.url().replace(/\?.*$/, ''));
    await page.waitForSelector('body[data-ready="true"]');
    await check(); // the same digit shown again after the reload: still one
    expect(await mistakes()).toBe(1);
    // the restored game found its solution: a new wrong digit counts when shown
    await page.locator(`#board [data-cell="${wrong}"]`).click();
    await page.keyboard.press(SPLIT_SOLUTION[wrong] === '3' ? '4' : '3');
    await check();
    await expect.poll(mistakes).toBe(2);
  }, 60_000);

  it('clues outside the grid get a margin, drawn in the margin layer: little killer, sandwich, X-sum, skyscraper', async () => {
    const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(SHOWCASE))}`);
    await page.waitForSelector('#board .clues-layer .rule');
    expect(await page.locator('#board .clues-layer .part-clue, #board .clues-layer .rule-littleKiller.part-sum').allTextContents()).toEqual(['37', '10', '36', '5']);
    expect(await count(page, '#board.with-clues')).toBe(1);
    expect(await count(page, '#board .labels-layer .rule-kropki')).toBe(2);
    expect(await count(page, '#board .labels-layer .rule-xv.part-letter')).toBe(2);
    // each label drawn once, over the highlights: none (seen or hidden) in the rules layer under them
    expect(await count(page, '#board .rules-layer :is(.rule-kropki, .rule-xv, .rule-killer.part-sum, .rule-killer.part-sum-back)')).toBe(0);
    expect(await count(page, '#board .rules-layer .rule-arrow.part-head')).toBe(1);
    expect(await count(page, '#board .rules-layer .rule-renban.part-line')).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // on a phone in dark mode: the margin fits the window, and axe is as clean
    const phone = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(SHOWCASE))}`, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    await phone.waitForSelector('#board .clues-layer .rule');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const clues = await phone.locator('#board .clues-layer').boundingBox();
    expect(clues!.x).toBeGreaterThanOrEqual(0);
    expect(clues!.x + clues!.width).toBeLessThanOrEqual(390);
    expect(await axeViolations(phone)).toEqual([]);
  }, 60_000);

  it('a killer with a thermometer opened by its f-puzzles link is drawn, listed, named on its cells, and played to the finish', async () => {
    const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(KILLER))}`);
    expect(await gridLine(page)).toBe(KILLER.givens);
    await page.waitForSelector('#board .rules-layer .rule');
    // rated at the first touch, as a classic puzzle is (test/browser/page-rate.test.ts)
    expect(await page.locator('#rating').textContent()).toBe('Not rated yet');
    expect(await count(page, '#board .rules-layer .rule-killer.part-cage')).toBe(9);
    expect(await page.locator('#board .labels-layer .rule-killer.part-sum').allTextContents()).toEqual(['14', '16', '18', '22', '18', '20', '13', '24', '11']);
    expect(await count(page, '#board .rules-layer .rule-thermometer.part-bulb')).toBe(1);
    expect(await count(page, '#board .rules-layer .rule-thermometer.part-line')).toBe(1);
    expect(await count(page, '#board .clues-layer')).toBe(0); // no outside clue: no margin
    // the cells with a cage's sum in their corner move their corner marks aside
    expect(await count(page, '#board .cell.cage-sum')).toBe(9);
    expect(await page.locator('#board [data-cell="0"]').getAttribute('class')).toMatch(/\bcage-sum\b/);
    const rules = await page.locator('#rules-list li').allTextContents();
    expect(rules).toHaveLength(10);
    expect(rules[0]).toBe('Killer cage of 4 cells, sum 14: r1c1, r1c2, r2c1, r2c2');
    expect(rules[9]).toMatch(/^Thermometer .*: r7c6, r7c5, r7c4$/);
    expect(await cellLabel(page, 1, 1)).toBe('Row 1, column 1, empty, in a killer cage of 4 cells, sum 14');
    expect(await cellLabel(page, 7, 5)).toBe('Row 7, column 5, empty, thermometer, 2nd from the bulb of 3');
    // the cage is a house: two 1s in it are a conflict though no row, column or box repeats
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('1');
    await page.locator('#board [data-cell="10"]').click();
    await page.keyboard.press('1');
    expect(await page.locator('#board [data-cell="0"]').getAttribute('class')).toMatch(/\bconflict\b/);
    await page.keyboard.press('Delete');
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('Delete');
    // a wrong digit Check shows counts as a mistake (against the engine's solution: the 5, not the
    // two 1s erased before any check); then the right grid wins
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('5');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect.poll(() => page.locator('#hint-text').textContent(), { timeout: 30_000 }).toBe('1 wrong digit: r1c1.');
    await typeGrid(page, SOLUTION.split('').map((d, c) => (KILLER.givens[c] === '.' ? d : '.')).join(''));
    await page.waitForSelector('#complete:not([hidden])');
    expect(await page.locator('#complete-summary').textContent()).toMatch(/with no hints and 1 mistake\.$/);
    // the share link carries the puzzle itself
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('puzzle')!)).toMatch(/^https:\/\/f-puzzles\.com\/\?load=/);
    expect(parseVariant(new URL(page.url()).searchParams.get('puzzle')!)).toEqual(parseVariant(KILLER));
  }, 120_000);

  it('the rules are drawn over the cells\' backgrounds and under their digits and marks, as SudokuPad draws them', async () => {
    const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(KILLER))}`);
    await page.waitForSelector('#board .rules-layer .rule');
    // r7c5 is on the thermometer: a digit in it, a colour, and the cell selected
    await page.locator('#board [data-cell="58"]').click();
    await page.keyboard.press('v');
    await page.keyboard.press('2');
    await page.keyboard.press('z');
    await page.keyboard.press('5');
    // and a corner mark in r7c4 (the thermometer too)
    await page.locator('#board [data-cell="57"]').click();
    await page.keyboard.press('x');
    await page.keyboard.press('3');
    // what is hit at the digit's centre, top first (the rules take no pointer events: let them, to ask)
    await page.addStyleTag({ content: '#board .rules-layer, #board .rules-layer * { pointer-events: auto !important; }' });
    const stack = await page.evaluate(() => {
      const value = document.querySelector('#board [data-cell="58"] .value')!.getBoundingClientRect();
      return document.elementsFromPoint(value.x + value.width / 2, value.y + value.height / 2).map((e) => (e.classList.contains('value') ? 'digit' : e.matches('.rule-thermometer.part-line') ? 'line' : e.matches('[data-cell="58"]') ? 'cell' : '')).filter(Boolean);
    });
    expect(stack).toEqual(['digit', 'line', 'cell']);
    const marks = await page.evaluate(() => {
      const corner = document.querySelector('#board [data-cell="57"] .corner')!.getBoundingClientRect();
      return document.elementsFromPoint(corner.x + corner.width / 2, corner.y + corner.height / 2).map((e) => (e.classList.contains('corner') ? 'mark' : e.matches('.rule-thermometer') ? 'line' : e.matches('[data-cell="57"]') ? 'cell' : '')).filter(Boolean);
    });
    expect(marks[0]).toBe('mark');
    expect(marks.at(-1)).toBe('cell');
  }, 60_000);

  it('readable as players expect: centre marks clear of a cage sum; kropki dots keep their colours in dark mode', async () => {
    const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(SHOWCASE))}`, { colorScheme: 'dark' });
    await page.waitForSelector('#board .labels-layer .rule-killer.part-sum');
    // r1c1 holds the sum 14: centre marks 1 2 3 there stay below it
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('c');
    for (const d of '123') await page.keyboard.press(d);
    const overlap = await page.evaluate(() => {
      const sum = document.querySelector('#board .labels-layer .rule-killer.part-sum')!.getBoundingClientRect();
      return Array.from(document.querySelectorAll('#board [data-cell="0"] .cand[data-d]')).filter((c) => {
        const r = c.getBoundingClientRect();
        return r.left < sum.right && r.right > sum.left && r.top < sum.bottom && r.bottom > sum.top;
      }).map((c) => `${(c as HTMLElement).dataset.d} ${JSON.stringify(c.getBoundingClientRect())} under ${JSON.stringify(sum)}`);
    });
    expect(overlap).toEqual([]);
    // a black dot is dark and a white dot light, whatever the theme (a light-filled black dot reads as white)
    const fill = (selector: string): Promise<number> =>
      page.locator(selector).first().evaluate((e) => {
        const [r, g, b] = getComputedStyle(e).fill.match(/\d+/g)!.map(Number);
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      });
    expect(await fill('#board .labels-layer .rule-kropki.part-black')).toBeLessThan(80);
    expect(await fill('#board .labels-layer .rule-kropki.part-white')).toBeGreaterThan(200);
  }, 60_000);

  it('a full grid that repeats no digit but breaks cage sums is said so, naming the cells of the broken cages (marked as conflicts)', async () => {
    // a grid keeping every house of KILLER (its cages as houses) and its thermometers (rules
    // between two cells, which the page marks), sums left out, other than SOLUTION from its first
    // empty cell: filled greedily, each digit checked with the package
    const houses: VariantPuzzle = {
      ...KILLER,
      constraints: KILLER.constraints.flatMap((c): Constraint[] => (c.type === 'killer' ? [{ type: 'extraRegion', cells: c.cells }] : c.type === 'thermometer' ? [c] : [])),
    };
    const grid = [...KILLER.givens];
    const first = grid.indexOf('.');
    for (let c = 0; c < 81; c++) {
      if (grid[c] !== '.') continue;
      const fits = (d: string): boolean => {
        try {
          return countSolutions({ ...houses, givens: [...grid.slice(0, c), d, ...grid.slice(c + 1)].join('') }, 1) > 0;
        } catch {
          return false; // the digit repeats in a house
        }
      };
      const digit = [...'123456789'].find((d) => (c !== first || d !== SOLUTION[c]) && fits(d));
      grid[c] = digit!;
    }
    expect(grid.join('')).not.toBe(SOLUTION);
    const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(KILLER))}`);
    await page.waitForSelector('#board .rules-layer .rule');
    await typeGrid(page, grid.map((d, c) => (KILLER.givens[c] === '.' ? d : '.')).join(''));
    await expect.poll(() => page.locator('#status').textContent()).toMatch(/^The grid is full, but digits repeat in a house or break a rule: r\dc\d(, r\dc\d)*\.$/);
    expect(await page.locator('#board .conflict').count()).toBeGreaterThan(0);
    expect(await page.locator('#complete').isHidden()).toBe(true);
  }, 120_000);

  it('a jigsaw pasted as f-puzzles JSON draws its regions, shows conflicts in them, and comes back after a reload', async () => {
    const page = await open();
    await paste(page, JSON.stringify(toFpuzzles(JIGSAW)));
    await page.waitForFunction(() => document.querySelector('#board [data-cell="2"]')?.getAttribute('aria-label')?.includes('jigsaw region 2'));
    // r1c2 | r1c3 is a region border (0 | 1), r1c3 | r1c4 is not (1 | 1), though boxes split there
    expect(await page.locator('#board [data-cell="1"]').getAttribute('class')).toMatch(/\bbox-right\b/);
    expect(await page.locator('#board [data-cell="2"]').getAttribute('class')).not.toMatch(/\bbox-right\b/);
    expect(await page.locator('#rules-list li').first().textContent()).toMatch(/^Jigsaw/);
    // r1c1 and r3c4 share region 0 only (no row, column or box): two 9s there conflict
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('9');
    await page.locator('#board [data-cell="21"]').click();
    await page.keyboard.press('9');
    expect(await page.locator('#board [data-cell="21"]').getAttribute('class')).toMatch(/\bconflict\b/);
    await page.keyboard.press('Delete');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sudoku-wasm.game') ?? ''), { timeout: 10_000 }).toMatch(/"variant":/);
    await page.goto(page.url().replace(/\?.*$/, ''));
    await page.waitForSelector('body[data-ready="true"]');
    expect(await gridLine(page)).toBe(`9${JIGSAW.givens.slice(1)}`);
    expect(await cellLabel(page, 1, 3)).toMatch(/jigsaw region 2$/);
    expect(await page.locator('#board [data-cell="2"]').getAttribute('class')).not.toMatch(/\bbox-right\b/);
    expect(await page.locator('#status').textContent()).toMatch(/restored/);
  }, 120_000);

  it('a variant puzzle with several solutions, pasted or linked, is refused saying where its solutions differ (six cells named, the others counted)', async () => {
    const open6 = { ...KILLER_6, constraints: KILLER_6.constraints.slice(1) }; // without its first cage
    const refused =
      'That puzzle has more than one solution, so it cannot be played to one answer: a clue or a rule is missing. ' +
      'Its solutions differ in 8 cells: r1c3 (3 or 6), r1c6 (3 or 6), r2c3 (3 or 6), r2c6 (3 or 6), r3c3 (1 or 4), r3c6 (1 or 4) and 2 more.';
    const page = await open();
    await paste(page, JSON.stringify(open6));
    await expect.poll(() => page.locator('#paste-error').textContent(), { timeout: 30_000 }).toBe(refused);
    expect(await page.locator('#status').textContent()).toBe(refused); // the live region reads it
    const linked = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(open6))}`);
    expect(await linked.locator('#paste-error').textContent()).toBe(`The puzzle in the link is not loaded. ${refused}`);
  }, 120_000);

  it('a variant puzzle with several solutions is refused in words; it is rated on the variant scale; backtracking says up front it is classic-only, its button off with the reason; Hint takes a step; Check works', async () => {
    const page = await open();
    await paste(page, JSON.stringify({ ...KILLER, givens: '.'.repeat(81) }));
    await expect.poll(() => page.locator('#paste-error').textContent(), { timeout: 30_000 }).toMatch(
      /^That puzzle has more than one solution, so it cannot be played to one answer: a clue or a rule is missing\. Its solutions differ in 81 cells: r1c1 \(1, 2, 3, 4, 5, 6, 7 or 8\), .* and 75 more\.$/,
    );
    // a puzzle the engine cannot settle in the page's node budget (no solution: non-consecutive,
    // anti-king and both diagonals on an empty grid, about 855,000 guesses to refute) is refused
    // in words, and the worker is free again for the next puzzle
    await paste(page, JSON.stringify({ size: 9, givens: '.'.repeat(81), constraints: [{ type: 'nonConsecutive' }, { type: 'antiKing' }, { type: 'diagonal', direction: 'main' }, { type: 'diagonal', direction: 'anti' }] }));
    await expect.poll(() => page.locator('#paste-error').textContent(), { timeout: 60_000 }).toBe(
      'The solver could not settle, in the work the page allows a check, whether that puzzle has one solution, so it is not loaded.',
    );
    await paste(page, '{"size": 9, "grid": [');
    await expect.poll(() => page.locator('#paste-error').textContent()).toMatch(/cut short or damaged/);
    await paste(page, JSON.stringify({ ...toFpuzzles(KILLER), clock: [{ lines: [['R1C1', 'R1C2']] }] }));
    await expect.poll(() => page.locator('#paste-error').textContent()).toBe("The page cannot play that puzzle: f-puzzles field 'clock' is not supported.");
    await paste(page, JSON.stringify(KILLER));
    await page.waitForSelector('#board .rules-layer .rule');
    // the Hint panel says what its hints take on a variant puzzle before any press; Hint is on, its grades shown
    await expect.poll(() => page.locator('#hint-text').textContent()).toMatch(/^Stuck\? .* On this puzzle hints take its rules one at a time, what-ifs last\.$/);
    const hint = page.getByRole('button', { name: 'Hint', exact: true });
    expect(await hint.getAttribute('aria-disabled')).not.toBe('true');
    expect(await hint.getAttribute('aria-describedby')).toBeNull();
    expect(await page.locator('#grades').isHidden()).toBe(false);
    await hint.click();
    await expect.poll(() => page.locator('#hint-text').textContent()).toMatch(/^Technique: /);
    const graded = rate(KILLER);
    await expect.poll(() => page.locator('#rating').textContent()).toBe(`${graded.level} · hardest: ${graded.hardest}`);
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('1');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect.poll(() => page.locator('#hint-text').textContent()).toBe('1 wrong digit: r1c1.');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Graph' }).click();
    await expect.poll(() => page.locator('#graph-host').textContent()).toMatch(/^The graph is drawn for classic Sudoku/);
    expect(await count(page, '#graph-host .vertex')).toBe(0);
    await openView(page, 'Backtracking');
    expect(await page.locator('#bt-note').textContent()).toMatch(/^The backtracking walk works on classic Sudoku only/);
    expect(await page.locator('#bt-start').getAttribute('aria-disabled')).toBe('true');
    expect(await page.locator('#bt-start').getAttribute('aria-describedby')).toBe('bt-note');
    // a classic puzzle again: all on, the classic intro back
    await page.getByRole('tab', { name: 'Play' }).click();
    await paste(page, '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..');
    await expect.poll(() => page.locator('#hint-text').textContent()).toMatch(/^Stuck\? Each press of Hint says a little more: the technique, /);
    expect(await hint.getAttribute('aria-disabled')).not.toBe('true');
    expect(await hint.getAttribute('aria-describedby')).toBeNull();
    expect(await page.locator('#grades').isHidden()).toBe(false);
  }, 120_000);

  it('two tabs on one variant puzzle: a move in one reaches the other, rules and all', async () => {
    const link = `?puzzle=${encodeURIComponent(toFpuzzlesLink(KILLER))}`;
    const first = await open(link);
    await first.locator('#board [data-cell="0"]').click();
    await first.keyboard.press('4');
    await expect.poll(() => first.evaluate(() => localStorage.getItem('sudoku-wasm.game') ?? ''), { timeout: 10_000 }).toMatch(/"variant":/);
    const second = await first.context().newPage();
    await second.goto(first.url());
    await second.waitForSelector('body[data-ready="true"]');
    expect((await gridLine(second))[0]).toBe('4');
    await second.locator('#board [data-cell="1"]').click();
    await second.keyboard.press('1');
    await expect.poll(() => gridLine(first), { timeout: 10_000 }).toMatch(/^41/);
    expect(await first.locator('#board .rules-layer .rule-killer.part-cage').count()).toBe(9);
    expect(await cellLabel(first, 1, 2)).toBe('Row 1, column 2, 1, in a killer cage of 4 cells, sum 14');
  }, 60_000);

  it('no page logged an error', () => {
    expect(session().problems).toEqual([]);
  });
});

describeShared('demo page: the published variant puzzles', (shared) => {
  const lines = readFileSync(join(shared, 'variants', 'examples.fpuzzles.jsonl'), 'utf8').split('\n').filter(Boolean);
  const lineOf = (title: string): string => lines.find((line) => (JSON.parse(line) as { title: string }).title === title)!;
  describeBrowser('the Explanation walks the variant hints\' steps', (executablePath) => {
    const session = demoSuiteSession(executablePath);
    it('Arrow, linked: Explain lists the steps the hints take, each highlighted on the board, to the end, solved; Sudoku X stops where they do, saying so', async () => {
      const arrow = await variantSolvePath(readVariant(lineOf('Arrow')));
      const sudokuX = await variantSolvePath(readVariant(lineOf('Sudoku X')));
      expect([arrow.end, sudokuX.end]).toEqual(['solved', 'stuck']);
      const page = await session().open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(parseVariant(lineOf('Arrow'))))}`);
      await page.waitForSelector('#board .rules-layer .rule');
      await openView(page, 'Explanation');
      expect(await page.locator('#explain-text').textContent()).toMatch(/^A variant puzzle: press “Explain” for the steps the hints take from the givens, .* Solve on Play still finishes\.$/);
      const explain = page.getByRole('button', { name: 'Explain this puzzle' });
      expect(await explain.getAttribute('aria-disabled')).not.toBe('true');
      await explain.click();
      await expect.poll(() => page.locator('#explain-list li').count(), { timeout: 30_000 }).toBe(arrow.steps.length);
      expect(await page.locator('#explain-counter').textContent()).toBe(`Step 1 of ${arrow.steps.length}: ${arrow.steps[0].name}`);
      expect(await page.locator('#explain-text').textContent()).toBe(arrow.steps[0].text);
      expect(await page.locator('#explain-board .cell.cause').count()).toBeGreaterThan(0);
      // a step of the puzzle's own rule, chosen in the list: its sentence, its cells highlighted
      const k = arrow.steps.findIndex((s) => s.name === 'Arrow pointing');
      await page.locator('#explain-list li').nth(k).getByRole('button').click();
      expect(await page.locator('#explain-counter').textContent()).toBe(`Step ${k + 1} of ${arrow.steps.length}: Arrow pointing`);
      expect(await page.locator('#explain-text').textContent()).toBe(arrow.steps[k].text);
      for (const c of arrow.steps[k].cells) expect(await page.locator(`#explain-board [data-cell="${c}"]`).getAttribute('class'), `cell ${c}`).toMatch(/\bcause\b/);
      expect(await page.locator('#explain-board .cand.struck').count()).toBe(arrow.steps[k].eliminations.length);
      await page.getByRole('button', { name: 'Previous' }).click();
      expect(await page.locator('#explain-counter').textContent()).toBe(`Step ${k} of ${arrow.steps.length}: ${arrow.steps[k - 1].name}`);
      // past the last step: solved
      await page.locator('#explain-list li').last().getByRole('button').click();
      await page.getByRole('button', { name: 'Next' }).click();
      expect(await page.locator('#explain-counter').textContent()).toBe(`Solved in ${arrow.steps.length} steps`);
      expect(await page.locator('#explain-text').textContent()).toBe(`That was the last step: the puzzle is solved in ${arrow.steps.length} steps.`);
      // a puzzle the hints cannot finish: its steps, then a last line that the explanation stops there
      await page.getByRole('tab', { name: 'Play' }).click();
      await loadOver(page, lineOf('Sudoku X'));
      await page.getByRole('tab', { name: 'Explanation' }).click();
      await explain.click();
      const n = sudokuX.steps.length;
      const stops = `The explanation stops here, after ${n} steps: no step the hints know applies here. Solve on Play still finishes the puzzle.`;
      await expect.poll(() => page.locator('#explain-list li').count(), { timeout: 30_000 }).toBe(n + 1);
      expect(await page.locator('#explain-list li').last().textContent()).toBe(stops);
      await page.locator('#explain-list li').nth(n - 1).getByRole('button').click();
      await page.getByRole('button', { name: 'Next' }).click();
      expect(await page.locator('#explain-counter').textContent()).toBe(`Stopped after ${n} steps`);
      expect(await page.locator('#explain-text').textContent()).toBe(stops);
      expect(await axeViolations(page)).toEqual([]);
      expect(session().problems).toEqual([]);
    }, 120_000);

    it('the Explanation board shows the puzzle\'s rules as Play\'s does: Arrow\'s arrows, a killer\'s cages with their sums and notes, clues in a margin; a classic puzzle none', async () => {
      const page = await session().open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(parseVariant(lineOf('Arrow'))))}`);
      await page.waitForSelector('#board .rules-layer .rule');
      const count = (selector: string): Promise<number> => page.locator(selector).count();
      /** The shapes drawn on `board`: over the grid (rules and their labels), and in the margin. */
      const shapes = async (board: string): Promise<[number, number]> => [await count(`${board} :is(.rules-layer, .labels-layer) .rule`), await count(`${board} .clues-layer .rule`)];
      const shareText = (): Promise<string> => page.evaluate(() => (window as unknown as { sudokuDemo: { shareText(): string } }).sudokuDemo.shareText());
      /** Loads `text` on Play and comes back to the Explanation. */
      const load = async (text: string): Promise<void> => {
        const before = await shareText();
        await page.getByRole('tab', { name: 'Play' }).click();
        await page.locator('#paste').fill(text);
        await page.getByRole('button', { name: 'Load puzzle', exact: true }).click();
        await expect.poll(shareText).not.toBe(before);
        await page.getByRole('tab', { name: 'Explanation' }).click();
      };
      await page.getByRole('tab', { name: 'Explanation' }).click();
      const arrows = await count('#board .rules-layer .rule-arrow.part-head');
      expect(arrows).toBeGreaterThan(1);
      await expect.poll(() => count('#explain-board .rules-layer .rule-arrow.part-head')).toBe(arrows);
      expect(await shapes('#explain-board')).toEqual(await shapes('#board'));
      // mid-walk: the arrow the step names is on the board
      const arrow = await variantSolvePath(readVariant(lineOf('Arrow')));
      await page.getByRole('button', { name: 'Explain this puzzle' }).click();
      await expect.poll(() => page.locator('#explain-list li').count(), { timeout: 30_000 }).toBe(arrow.steps.length);
      await page.locator('#explain-list li').nth(arrow.steps.findIndex((s) => s.name === 'Contradiction')).getByRole('button').click();
      await page.locator('#explain-walk').click();
      await page.locator('#explain-walk').click();
      expect(await page.locator('#explain-text').textContent()).toBe('r2c4 would be 1: the arrow of 5 cells from r1c5.');
      expect(await shapes('#explain-board')).toEqual(await shapes('#board'));
      if (process.env.SHOTS_EXPLAIN) await page.screenshot({ path: `${process.env.SHOTS_EXPLAIN}/explain-arrow-walk.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      // a killer with a thermometer: its cages, sums, bulb and line, the sums' cells, the cells' notes
      await load(JSON.stringify(KILLER));
      await expect.poll(() => count('#explain-board .rules-layer .rule-killer.part-cage')).toBe(9);
      expect(await page.locator('#explain-board .labels-layer .rule-killer.part-sum').allTextContents()).toEqual(['14', '16', '18', '22', '18', '20', '13', '24', '11']);
      expect(await shapes('#explain-board')).toEqual(await shapes('#board'));
      expect(await count('#explain-board .cell.cage-sum')).toBe(9);
      expect(await page.locator('#explain-board [data-cell="1"]').getAttribute('aria-label')).toMatch(/, in a killer cage of 4 cells, sum 14$/);
      expect(await count('#explain-board .clues-layer')).toBe(0);
      // clues outside the grid: the Explanation board gets the margin, the clues in it
      await load(JSON.stringify(SHOWCASE));
      await expect.poll(() => count('#explain-board .clues-layer .rule')).toBeGreaterThan(0);
      expect(await count('#explain-board.with-clues')).toBe(1);
      expect(await page.locator('#explain-board .clues-layer .part-clue, #explain-board .clues-layer .rule-littleKiller.part-sum').allTextContents()).toEqual(['37', '10', '36', '5']);
      expect(await shapes('#explain-board')).toEqual(await shapes('#board'));
      expect(await axeViolations(page)).toEqual([]);
      if (process.env.SHOTS_EXPLAIN) await page.screenshot({ path: `${process.env.SHOTS_EXPLAIN}/explain-showcase.png`, fullPage: true });
      // a classic puzzle: no shape, no margin, no note
      await load('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..');
      expect(await shapes('#explain-board')).toEqual([0, 0]);
      expect(await count('#explain-board.with-clues')).toBe(0);
      expect(await count('#explain-board .cell.cage-sum')).toBe(0);
      expect(await page.locator('#explain-board [data-cell="1"]').getAttribute('aria-label')).not.toMatch(/cage/);
      expect(session().problems).toEqual([]);
    }, 120_000);

    it('Arrow: the Contradiction step is walked link by link with Chain, in the hint place and in the Explanation, each link\'s cells highlighted; End reaches the stop line of Sudoku X', async () => {
      const arrow = await variantSolvePath(readVariant(lineOf('Arrow')));
      const k = arrow.steps.findIndex((s) => s.name === 'Contradiction');
      expect(arrow.steps[k].text).toMatch(/^If r1c5 were 5: /);
      const page = await session().open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(parseVariant(lineOf('Arrow'))))}`);
      await page.waitForSelector('#board .rules-layer .rule');
      /** The cells of `board` with role `role`, by name. */
      const cellsWith = (board: string, role: string): Promise<string[]> =>
        page.$$eval(`${board} [role="gridcell"].role-${role}`, (cells) => cells.map((c) => `r${Math.floor(Number((c as HTMLElement).dataset.cell) / 9) + 1}c${(Number((c as HTMLElement).dataset.cell) % 9) + 1}`).sort());
      const arrowR1c5 = ['r1c5', 'r2c4', 'r3c3', 'r4c2', 'r5c1'];
      const arrowR3c7 = ['r2c6', 'r3c5', 'r3c7', 'r4c4', 'r5c3'];
      /** Presses `button` and checks the place `text` says `words`, the link's cells on `board` as the region, the current one apart. */
      const link = async (button: string, text: string, board: string, words: string, base: string[], pivot: string[]): Promise<void> => {
        await page.locator(button).click();
        expect(await page.locator(text).textContent()).toBe(words);
        expect(await cellsWith(board, 'base'), words).toEqual(base.filter((c) => !pivot.includes(c)));
        expect(await cellsWith(board, 'pivot'), words).toEqual(pivot);
      };
      const walkThrough = async (button: string, text: string, board: string): Promise<void> => {
        expect(await page.locator(button).getAttribute('aria-disabled')).toBe('false');
        await link(button, text, board, 'Suppose r1c5 is 5.', ['r1c5'], ['r1c5']);
        await link(button, text, board, 'r2c4 would be 1: the arrow of 5 cells from r1c5.', arrowR1c5, ['r2c4']);
        if (process.env.SHOTS_CHAIN) await page.screenshot({ path: `${process.env.SHOTS_CHAIN}/${button.slice(1)}-link.png`, fullPage: true });
        await link(button, text, board, 'r3c3 would be 1: the arrow of 5 cells from r1c5.', arrowR1c5, ['r3c3']);
        await link(button, text, board, 'Then the arrow of 5 cells from r3c7 would have no filling left. So r1c5 is not 5.', arrowR3c7, []);
        expect(await page.locator(`${board} [data-cell="4"] .cand.struck`).count()).toBe(1);
        expect(await page.locator(button).textContent()).toBe('Again');
      };
      // the hint place: the hints applied up to the contradiction, then Chain
      for (let step = 0; step <= k; step++) {
        for (let g = 1; g <= 4; g++) {
          await page.locator('#hint').click();
          await page.waitForFunction((want) => document.getElementById('hint-text')?.dataset.grade === want, String(g));
        }
        if (step === k) break;
        expect(await page.locator('#walk').getAttribute('aria-disabled'), `step ${step}`).toBe('true');
        await page.locator('#apply').click();
        await page.waitForFunction(() => document.getElementById('hint-text')?.textContent?.startsWith('Applied: '));
      }
      expect(await page.locator('#hint-text').textContent()).toBe(arrow.steps[k].text);
      await walkThrough('#walk', '#hint-text', '#board');
      // the Explanation: the same step chosen in the list, walked the same way
      await page.getByRole('tab', { name: 'Explanation' }).click();
      await page.getByRole('button', { name: 'Explain this puzzle' }).click();
      await expect.poll(() => page.locator('#explain-list li').count(), { timeout: 30_000 }).toBe(arrow.steps.length);
      await page.locator('#explain-list li').nth(k).getByRole('button').click();
      expect(await page.locator('#explain-text').textContent()).toBe(arrow.steps[k].text);
      await walkThrough('#explain-walk', '#explain-text', '#explain-board');
      // End in the list of a puzzle the hints cannot finish: the stop line, and back up to the last step
      await page.getByRole('tab', { name: 'Play' }).click();
      await loadOver(page, lineOf('Sudoku X'));
      await page.getByRole('tab', { name: 'Explanation' }).click();
      await page.getByRole('button', { name: 'Explain this puzzle' }).click();
      await expect.poll(() => page.locator('#explain-list li.end').count(), { timeout: 30_000 }).toBe(1);
      const n = await page.locator('#explain-list button').count();
      await page.locator('#explain-list button').first().focus();
      await page.keyboard.press('End');
      expect(await page.locator('#explain-counter').textContent()).toBe(`Stopped after ${n} steps`);
      expect(await page.locator('#explain-list li.end').getAttribute('aria-current')).toBe('step');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await page.locator('#explain-list button').last().textContent());
      await page.keyboard.press('ArrowUp');
      expect(await page.locator('#explain-counter').textContent()).toMatch(new RegExp(`^Step ${n} of ${n}: `));
      expect(await page.locator('#explain-list li.end').getAttribute('aria-current')).toBeNull();
      expect(await axeViolations(page)).toEqual([]);
      expect(session().problems).toEqual([]);
    }, 150_000);
    it('CTC Tribute: Chain walks a Forcing\'s second option from nothing, none of the first option\'s candidates on the board; Sudoku X: a two-step\'s second option keeps the supposition\'s, not the first option\'s', async () => {
      const page = await session().open();
      /** The Explanation of the published puzzle `title`, its first step named `name` chosen in the list. */
      const choose = async (title: string, name: string): Promise<void> => {
        const path = await variantSolvePath(readVariant(lineOf(title)));
        const k = path.steps.findIndex((s) => s.name === name);
        expect(k, title).toBeGreaterThan(-1);
        await page.getByRole('tab', { name: 'Play' }).click();
        await loadOver(page, lineOf(title));
        await page.getByRole('tab', { name: 'Explanation' }).click();
        await page.getByRole('button', { name: 'Explain this puzzle' }).click();
        await expect.poll(() => page.locator('#explain-list li').count(), { timeout: 30_000 }).toBeGreaterThan(k);
        await page.locator('#explain-list li').nth(k).getByRole('button').click();
        expect(await page.locator('#explain-text').textContent()).toBe(path.steps[k].text);
      };
      /** Presses Chain until the walk says `words`. */
      const walkTo = async (words: string): Promise<void> => {
        for (let i = 0; i < 20 && (await page.locator('#explain-text').textContent()) !== words; i++) await page.locator('#explain-walk').click();
        expect(await page.locator('#explain-text').textContent()).toBe(words);
      };
      /** The candidates drawn as known on the Explanation board, `r2c2=9` (on) or `r1c3≠8` (off), sorted. */
      const known = (): Promise<string[]> =>
        page.$$eval('#explain-board [role="gridcell"] .cand.cause', (cands) =>
          cands
            .filter((k) => k.classList.contains('role-on') || k.classList.contains('role-off'))
            .map((k) => {
              const cell = Number((k.closest('[data-cell]') as HTMLElement).dataset.cell);
              return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}${k.classList.contains('role-on') ? '=' : '≠'}${(k as HTMLElement).dataset.d}`;
            })
            .sort());
      await choose('CTC Tribute', 'Forcing');
      await walkTo('Suppose r2c2 is 8.');
      expect(await known()).toEqual(['r2c2=8']);
      await walkTo('Suppose r2c2 is 9.');
      if (process.env.SHOTS_CHAIN) await page.screenshot({ path: `${process.env.SHOTS_CHAIN}/forcing-second-option.png`, fullPage: true });
      expect(await known()).toEqual(['r2c2=9']);
      await walkTo('r1c3 could hold only 1–7: thermometer with r1c2.');
      expect(await known()).not.toContain('r2c2=8');
      await choose('Sudoku X', 'Two-step contradiction');
      await walkTo('Then 2 could go in neither r4c2 nor r4c9 in row 4.');
      const outer = await known();
      expect(outer).toContain('r6c5=2');
      await walkTo('r8c8 would lose 2: the 2 of column 9 is in box 9.');
      expect(await known()).toEqual([...outer, 'r4c2=2', 'r8c8≠2'].sort());
      await walkTo('Suppose also r4c9 is 2.');
      expect(await known()).toEqual([...outer, 'r4c9=2'].sort());
      expect(session().problems).toEqual([]);
    }, 150_000);
  });
  describeBrowser('each loads with its published solution and draws', (executablePath) => {
    const session = demoSuiteSession(executablePath);
    it('all 37', async () => {
      expect(lines).toHaveLength(37);
      const page = await session().open();
      for (const line of lines) {
        const { title, solution } = JSON.parse(line) as { title: string; solution: number[] };
        const got = await page.evaluate(async (text) => {
          const app = (window as unknown as { sudokuDemo: { loadText(t: string): Promise<void>; info: { solution?: Uint8Array }; variant?: { shapes: unknown[] } } }).sudokuDemo;
          await app.loadText(text);
          // a puzzle with no rule beyond the boxes plays as a classic one: its solution comes after the load
          for (let k = 0; k < 500 && !app.info.solution; k++) await new Promise((r) => setTimeout(r, 20));
          return { solution: Array.from(app.info.solution ?? []).join(''), drawn: document.querySelectorAll('#board :is(.rules-layer, .labels-layer, .clues-layer) .rule').length, shapes: app.variant?.shapes.length ?? 0 };
        }, line);
        expect(got.solution, title).toBe(solution.join(''));
        expect(got.drawn, title).toBe(got.shapes);
      }
      expect(session().problems).toEqual([]);
    }, 300_000);
  });
});
