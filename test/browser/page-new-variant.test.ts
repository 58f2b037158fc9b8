/**
 * The demo page's New puzzle makes variant puzzles (web/src/panels/kinds.ts, the worker client's
 * `generateVariant`), in Chromium: the Kind list is a labelled control changed by keyboard; a
 * Killer is made off the main thread, drawn with its cages, said as a classic new puzzle is (its grade said when it arrives),
 * shared by a link whose puzzle has one solution (checked with the package in Node) and rated
 * on the variant scale as the package rates it, with nothing for axe to find; a Thermo is drawn with its thermometers; the
 * sizes a kind is not made in are off (6×6 for Classic), and each kind offered at 6×6, and
 * Non-consecutive at 9×9, makes a puzzle of that size with one solution; Arrow with pills (not at 4×4) draws a pill; the kind, like the page's other New puzzle settings, is
 * remembered across a reload once a puzzle was made with it. SHOTS_NEWGEN=<dir> saves the control and a generated killer
 * on a desktop window and a 390×844 phone.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { countSolutions, parseVariant, rate, type VariantPuzzle } from '../../src/index.js';
import { describeBrowser } from '../support/browser.js';
import { axeViolations } from './axe.js';
import { DemoSession, demoSuiteSession, listen } from './demo-page.js';

describeBrowser('demo page: New puzzle of a variant kind', (executablePath) => {
  const session = demoSuiteSession(executablePath);
  const open = (...args: Parameters<DemoSession['open']>): Promise<Page> => session().open(...args);
  const shots = process.env.SHOTS_NEWGEN;

  /** The puzzle of the page's share link, as the page writes it. */
  const sharedPuzzle = async (page: Page): Promise<string> => {
    await page.getByRole('button', { name: /share/i }).click();
    const href = await page.locator('#share-link').getAttribute('href');
    return new URL(href!).searchParams.get('puzzle')!;
  };

  const makeKind = async (page: Page, value: string): Promise<void> => {
    await page.getByRole('combobox', { name: 'Kind' }).selectOption(value);
    await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
  };

  it('Killer by keyboard: drawn with cages, said, shared with one solution, rated on the variant scale', async () => {
    const page = await open();
    const said = await listen(page);
    const kind = page.getByRole('combobox', { name: 'Kind' });
    expect(await kind.inputValue()).toBe('');
    await kind.focus();
    await page.keyboard.press('ArrowDown'); // Classic → Killer
    expect(await kind.inputValue()).toBe('killer');
    expect(await page.locator('#symmetric').isDisabled()).toBe(true);
    expect(await page.locator('#level').inputValue()).toBe('Hard'); // at most Hard (a variant kind's Level)
    expect(await page.locator('#size option[value="16"]').isDisabled()).toBe(true);
    if (shots) await page.locator('#new-title').locator('..').screenshot({ path: `${shots}/newgen-control.png` });
    await page.keyboard.press('Tab'); // Size
    await page.keyboard.press('Tab'); // Level
    await page.keyboard.press('Tab'); // Symmetric is off: skipped
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('new');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#board .rules-layer .rule-killer.part-cage');
    await page.waitForFunction(() => document.getElementById('rating')!.dataset.level !== '');
    const text = (await said()).join('\n');
    expect(text).toMatch(/Making a 9×9 Killer puzzle, at most Hard…/);
    expect(text).toMatch(/New 9×9 Killer puzzle: \d+ rules?, listed under the board\./);
    expect(text).toMatch(/Rated (Easy|Medium|Hard|Unfair|Extreme) on the variant scale: its hardest step is [^.]+\./); // the grade, said when it arrives
    expect(await page.evaluate(() => document.activeElement?.closest('#board') !== null)).toBe(true);

    const shared = await sharedPuzzle(page);
    const puzzle = parseVariant(shared);
    expect(puzzle.constraints.some((c) => c.type === 'killer')).toBe(true);
    expect(countSolutions(puzzle, 2)).toBe(1);
    const r = rate(puzzle);
    const chip = page.locator('#rating');
    expect(await chip.getAttribute('data-level')).toBe(r.level);
    expect(await chip.textContent()).toBe(`${r.level} · hardest: ${r.hardest}`);
    expect(await chip.getAttribute('title')).toMatch(/^Variant scale level /);
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/newgen-killer-desktop.png`, fullPage: true });
    expect(session().problems).toEqual([]);
  });

  it('Thermo: drawn with thermometers, one solution; Killer 4×4 on a phone', async () => {
    const page = await open('', { viewport: { width: 390, height: 844 } });
    await makeKind(page, 'thermo');
    await page.waitForSelector('#board .rules-layer .rule-thermometer');
    const thermo = parseVariant(await sharedPuzzle(page));
    expect(thermo.constraints.some((c) => c.type === 'thermometer')).toBe(true);
    expect(countSolutions(thermo, 2)).toBe(1);
    if (shots) {
      await makeKind(page, 'killer');
      await page.waitForSelector('#board .rules-layer .rule-killer.part-cage');
      await page.waitForFunction(() => document.getElementById('rating')!.dataset.level !== '');
      await page.screenshot({ path: `${shots}/newgen-killer-phone.png`, fullPage: true });
    }
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('killer');
    await page.locator('#size').selectOption('4');
    await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('#board [role="gridcell"]').length === 16);
    await page.waitForSelector('#board .rules-layer .rule-killer.part-cage');
    expect(countSolutions(parseVariant(await sharedPuzzle(page)), 2)).toBe(1);
    expect(session().problems).toEqual([]);
  });

  it('6×6 for the variant kinds made at that size (not Classic); Non-consecutive 9×9: each made with one solution, rated', async () => {
    const page = await open();
    const size6 = page.locator('#size option[value="6"]');
    expect(await size6.isDisabled()).toBe(true); // the classic generator's boxes are square
    const made = async (value: string, N: number): Promise<VariantPuzzle> => {
      await page.getByRole('combobox', { name: 'Kind' }).selectOption(value);
      await page.locator('#size').selectOption(String(N));
      const before = await page.evaluate(() => (window as unknown as { sudokuDemo: { puzzleLine(): string } }).sudokuDemo.puzzleLine());
      await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
      await page.waitForFunction((b) => (window as unknown as { sudokuDemo: { puzzleLine(): string } }).sudokuDemo.puzzleLine() !== b && !document.body.dataset.busy, before, { timeout: 30_000 });
      expect(await page.locator('#board [role="gridcell"]').count()).toBe(N * N);
      const puzzle = parseVariant(await sharedPuzzle(page));
      expect(puzzle.size).toBe(N);
      expect(countSolutions(puzzle, 2)).toBe(1);
      return puzzle;
    };
    for (const [value, type] of [['killer', 'killer'], ['kropki', 'kropki'], ['xv', 'xv'], ['x', 'diagonal'], ['antiKnight', 'antiKnight'], ['nonConsecutive', 'nonConsecutive']] as const) {
      expect((await made(value, 6)).constraints.some((c) => c.type === type)).toBe(true);
    }
    expect((await made('jigsaw', 6)).regions).toBeDefined();
    const nc = await made('nonConsecutive', 9);
    expect(nc.constraints.some((c) => c.type === 'nonConsecutive')).toBe(true);
    await expect.poll(() => page.locator('#rating').getAttribute('data-level'), { timeout: 30_000 }).toBe(rate(nc).level);
    // back to Classic: 6×6 is off again, and the size goes back to 9×9
    await page.locator('#size').selectOption('6');
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('');
    expect(await size6.isDisabled()).toBe(true);
    expect(await page.locator('#size').inputValue()).toBe('9');
    expect(session().problems).toEqual([]);
  }, 120_000);

  it('the clue and line kinds (sandwich, little killer, whispers, renban, palindrome, region sum, odd/even): each 9×9 made with one solution, its rule drawn', async () => {
    const page = await open();
    for (const [value, type] of [['sandwich', 'sandwich'], ['littleKiller', 'littleKiller'], ['whispers', 'whispers'], ['renban', 'renban'], ['palindrome', 'palindrome'], ['regionSum', 'regionSum'], ['oddEven', 'odd']] as const) {
      await page.getByRole('combobox', { name: 'Kind' }).selectOption(value);
      await page.locator('#size').selectOption('9');
      const before = await page.evaluate(() => (window as unknown as { sudokuDemo: { puzzleLine(): string } }).sudokuDemo.puzzleLine());
      await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
      await page.waitForFunction((b) => (window as unknown as { sudokuDemo: { puzzleLine(): string } }).sudokuDemo.puzzleLine() !== b && !document.body.dataset.busy, before, { timeout: 30_000 });
      const puzzle = parseVariant(await sharedPuzzle(page));
      expect(puzzle.constraints.some((c) => c.type === type || (type === 'odd' && c.type === 'even')), value).toBe(true);
      expect(countSolutions(puzzle, 2), value).toBe(1);
      expect(await page.locator(type === 'odd' ? '.rule-odd, .rule-even' : `.rule-${type}`).count(), value).toBeGreaterThan(0);
    }
    expect(session().problems).toEqual([]);
  }, 120_000);

  it('thermo, arrow, little killer and the line kinds at 4×4 and 6×6: each made with one solution, its rule drawn', async () => {
    const page = await open();
    for (const N of [4, 6]) {
      for (const [value, type] of [['thermo', 'thermometer'], ['arrow', 'arrow'], ['littleKiller', 'littleKiller'], ['whispers', 'whispers'], ['renban', 'renban'], ['palindrome', 'palindrome'], ['regionSum', 'regionSum']] as const) {
        await page.getByRole('combobox', { name: 'Kind' }).selectOption(value);
        expect(await page.locator(`#size option[value="${N}"]`).isDisabled(), `${value} ${N}×${N}`).toBe(false);
        await page.locator('#size').selectOption(String(N));
        const before = await page.evaluate(() => (window as unknown as { sudokuDemo: { puzzleLine(): string } }).sudokuDemo.puzzleLine());
        await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
        await page.waitForFunction((b) => (window as unknown as { sudokuDemo: { puzzleLine(): string } }).sudokuDemo.puzzleLine() !== b && !document.body.dataset.busy, before, { timeout: 30_000 });
        const puzzle = parseVariant(await sharedPuzzle(page));
        expect(puzzle.size, value).toBe(N);
        expect(puzzle.constraints.some((c) => c.type === type), `${value} ${N}×${N}`).toBe(true);
        expect(countSolutions(puzzle, 2), `${value} ${N}×${N}`).toBe(1);
        expect(await page.locator(`.rule-${type}`).count(), `${value} ${N}×${N}`).toBeGreaterThan(0);
      }
    }
    expect(session().problems).toEqual([]);
  }, 120_000);

  it('arrow with pills at 9×9 and 6×6 (not 4×4): each made with one solution, a pill drawn', async () => {
    const page = await open();
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('pillArrow');
    expect(await page.locator('#size option[value="4"]').isDisabled()).toBe(true);
    for (const N of [9, 6]) {
      await page.locator('#size').selectOption(String(N));
      const before = await page.evaluate(() => (window as unknown as { sudokuDemo: { puzzleLine(): string } }).sudokuDemo.puzzleLine());
      await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
      await page.waitForFunction((b) => (window as unknown as { sudokuDemo: { puzzleLine(): string } }).sudokuDemo.puzzleLine() !== b && !document.body.dataset.busy, before, { timeout: 30_000 });
      const puzzle = parseVariant(await sharedPuzzle(page));
      expect(puzzle.size).toBe(N);
      expect(puzzle.constraints.some((c) => c.type === 'arrow' && c.circle.length === 2), `${N}×${N}`).toBe(true);
      expect(countSolutions(puzzle, 2), `${N}×${N}`).toBe(1);
      expect(await page.locator('.rule-arrow').count(), `${N}×${N}`).toBeGreaterThan(0);
    }
    expect(session().problems).toEqual([]);
  }, 120_000);

  it('the kind a puzzle was made with is remembered across a reload (as size and level are); the variant game is', async () => {
    const page = await open();
    await makeKind(page, 'xv');
    await page.waitForSelector('#board .labels-layer .rule-xv');
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    expect(await page.getByRole('combobox', { name: 'Kind' }).inputValue()).toBe('xv');
    // the saved game's rules are drawn once the variant chunk has loaded, after data-ready: waited for, not counted at once
    await page.waitForSelector('#board .labels-layer .rule-xv');
    expect(session().problems).toEqual([]);
  });
});
