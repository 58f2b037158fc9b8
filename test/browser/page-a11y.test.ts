/**
 * The demo page for players using a screen reader, a keyboard only, or a phone held sideways, in
 * Chromium: every edit of the grid said once in the live region (and nothing said on a mere
 * move); the board beside the controls on a short wide window, its cells 32 px or more with
 * clues outside the grid; 44 px touch targets on phones; axe clean in the states other suites do
 * not reach (a win, a hint at its last grade, a step of the explanation, a phone on its side);
 * the whole game by keyboard, the focus ring in both themes, Escape out of the veils.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { logicSolve, toFpuzzlesLink } from '../../src/index.js';
import { describeBrowser } from '../support/browser.js';
import { axeViolations } from './axe.js';
import { demoSuiteSession, listen, openView } from './demo-page.js';
import { SHOWCASE } from './variant-puzzles.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const EASY_SOLUTION = logicSolve(EASY).solution!;
const ANY = ['minor', 'moderate', 'serious', 'critical'];
const LANDSCAPE = { width: 844, height: 390 };
const PORTRAIT = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const OUTSIDE = `?puzzle=${encodeURIComponent(toFpuzzlesLink(SHOWCASE))}`;

/** Fills in the rest of EASY's solution, one command a cell, as a player would: the game is won. */
const win = (page: Page): Promise<void> =>
  page.evaluate((solution) => {
    const app = (window as unknown as { sudokuDemo: { game: { enter(mode: string, cells: number[], key: number): boolean }; changed(): void } }).sudokuDemo;
    for (let c = 0; c < 81; c++) app.game.enter('digit', [c], Number(solution[c]));
    app.changed();
  }, EASY_SOLUTION);

/** The width of the play grid's first cell, in CSS px. */
const cellSize = (page: Page): Promise<number> => page.locator('#board [data-cell="0"]').evaluate((c) => c.getBoundingClientRect().width);

describeBrowser('demo page: screen readers, keyboards, phones', (executablePath) => {
  const session = demoSuiteSession(executablePath);

  it('every edit of the grid is said once in the live region (digits, marks, deletions, undo, redo, hint, Fill, Solve, Load); a move of the focus says nothing', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    const said = await listen(page);
    /** A key, a button by its name, or a cell clicked. */
    type Act = string | { button: string } | { cell: number };
    const act = (a: Act): Promise<void> =>
      typeof a === 'string' ? page.keyboard.press(a) : 'button' in a ? page.getByRole('button', { name: a.button, exact: true }).click() : page.locator(`#board [data-cell="${a.cell}"]`).click();
    /** What a player does, and what the live region says meanwhile. */
    const script: [Act[], string[]][] = [
      [[{ cell: 0 }, 'ArrowRight', 'ArrowLeft'], []], // moves of the focus: the cell's name says it
      [['4'], ['R1C1 4']],
      [['Delete'], ['R1C1 empty']],
      [['Shift+5'], ['R1C1 corner marks 5']],
      [['Control+1', 'Control+2'], ['R1C1 centre marks 1', 'R1C1 centre marks 1 2']],
      [['Control+z'], ['Undo: R1C1 centre marks 1']],
      [['Control+y'], ['Redo: R1C1 centre marks 1 2']],
      // a digit over marks: the digit is said, not the marks it hides nor the peers' it tidies
      [['7'], ['R1C1 7']],
      [['Control+z'], ['Undo: R1C1 empty, centre marks 1 2, corner marks 5']],
      // two cells selected: both named
      [['Shift+ArrowRight', 'Control+9'], ['R1C1 centre marks 1 2 9; R1C2 centre marks 9']],
      [[{ button: 'Undo' }], ['Undo: R1C1 centre marks 1 2; R1C2 no centre marks']],
      [[{ cell: 1 }, '6', { button: 'Delete' }], ['R1C2 6', 'R1C2 empty']],
      // Delete on marks clears both kinds
      [[{ cell: 0 }, 'Delete'], ['R1C1 no centre marks, no corner marks']],
      [['v', '3', 'z'], ['Colour mode.', 'R1C1 colour 3', 'Digit mode.']],
      // more cells than are worth naming: counted
      [[{ cell: 73 }, 'Shift+1'], ['R9C2 corner marks 1']],
      [['Shift+ArrowUp', 'Shift+ArrowUp', 'Shift+ArrowUp', 'Shift+ArrowUp', 'Shift+ArrowUp', 'Control+8'], ['6 cells centre marks 8']],
      [['Delete'], ['6 cells cleared']], // r9c2 loses its corner mark too: not the same words
    ];
    for (const [acts, words] of script) {
      for (const a of acts) await act(a);
      expect(await said(), JSON.stringify(acts)).toEqual(words);
    }
    // many cells at once: the command's own sentence, once
    await page.getByRole('button', { name: 'Fill candidates' }).click();
    expect(await said()).toHaveLength(1);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await said()).toEqual(['Undo: candidates filled in']);
    // a hint applied, the solution filled, a puzzle loaded: one sentence each
    for (let g = 1; g <= 4; g++) {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe(String(g));
    }
    await said();
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(await said()).toEqual([expect.stringMatching(/^Applied: /)]);
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(said, { timeout: 30_000 }).toEqual(['The solution is filled in. Undo takes it back.']);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await said()).toEqual(['Undo: the solution']);
    await page.locator('#paste').fill(EASY);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    // over a game played: where to find it again, in the same sentence
    await expect.poll(said, { timeout: 30_000 }).toContain('Puzzle loaded. Back to your last game: the button under New puzzle.');
  }, 120_000);

  it('on a phone held sideways (844×390) the board stands beside the controls, as high as the window: cells of 32 px and more with clues outside the grid; portrait, desktop and dark are no worse', async () => {
    const sizes: Record<string, number> = {};
    for (const [name, viewport] of Object.entries({ landscape: LANDSCAPE, portrait: PORTRAIT, desktop: DESKTOP })) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await session().open(OUTSIDE, { viewport, colorScheme });
        await page.waitForSelector('#board .clues-layer .rule');
        sizes[`${name} ${colorScheme}`] = await cellSize(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(viewport.width);
        if (name === 'landscape') {
          // the whole board and its clues in the window, the hint beside it
          const clues = (await page.locator('#board .clues-layer').boundingBox())!;
          expect(clues.y).toBeGreaterThanOrEqual(0);
          expect(clues.y + clues.height).toBeLessThanOrEqual(viewport.height);
          const hint = (await page.locator('#view-play .hint-card').boundingBox())!;
          expect(hint.x).toBeGreaterThanOrEqual(clues.x + clues.width);
          expect(hint.y).toBeLessThan(viewport.height / 2);
        }
        await page.context().close();
      }
    }
    // measured before: 23.4 (landscape), 33.5 (portrait), 60.6 (desktop)
    expect(sizes['landscape light']).toBeGreaterThanOrEqual(32);
    expect(sizes['portrait light']).toBeGreaterThanOrEqual(33);
    expect(sizes['desktop light']).toBeGreaterThanOrEqual(60);
    for (const name of ['landscape', 'portrait', 'desktop']) expect(sizes[`${name} dark`]).toBe(sizes[`${name} light`]);
    // a classic board sideways: 41 px (28.7 before); no view scrolls sideways, on a smaller phone either
    const classic = await session().open(`?puzzle=${EASY}`, { viewport: LANDSCAPE });
    expect(await cellSize(classic)).toBeGreaterThanOrEqual(40);
    for (const viewport of [LANDSCAPE, { width: 740, height: 360 }, { width: 640, height: 360 }]) {
      const page = viewport === LANDSCAPE ? classic : await session().open(`?puzzle=${EASY}`, { viewport });
      for (const view of ['Explanation', 'Graph', 'Backtracking', 'Play']) {
        await openView(page, view);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${view}, ${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(viewport.width);
      }
      // 740×360 beside the controls: 30 px (25 stacked); 640×360 too narrow for both, stacked as before: 25 px
      if (viewport !== LANDSCAPE) expect(await cellSize(page)).toBeGreaterThanOrEqual(viewport.width === 740 ? 29 : 25);
    }
  }, 120_000);

  it('on phones every pad, hint and header button is a 44 px target (9×9 and 16×16, upright and sideways; 740×360 and 640×360 too)', async () => {
    for (const [viewport, size] of [[PORTRAIT, '9'], [PORTRAIT, '16'], [LANDSCAPE, '9'], [LANDSCAPE, '16'], [{ width: 740, height: 360 }, '9'], [{ width: 640, height: 360 }, '9']] as const) {
      const page = await session().open(`?puzzle=${EASY}`, { viewport });
      if (size === '16') {
        await page.selectOption('#size', '16');
        await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
        await page.waitForFunction(() => document.querySelectorAll('#keys button').length === 16, null, { timeout: 60_000 });
      }
      const small = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('.pad button, .hint-actions button, .top button, .legend summary'))
          .filter((b) => b.offsetParent !== null)
          .map((b) => ({ name: b.getAttribute('aria-label') ?? b.textContent!.trim(), box: b.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 44 || box.height < 44)
          .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
      expect(small, `${viewport.width}×${viewport.height}, ${size}×${size}`).toEqual([]);
      // the Pause button looks 32 px and takes taps 6 px round it
      const pause = (await page.locator('#pause').boundingBox())!;
      const inset = await page.locator('#pause').evaluate((b) => getComputedStyle(b, '::after').top);
      expect(pause.width - 2 * Number.parseFloat(inset)).toBeGreaterThanOrEqual(44);
      await page.context().close();
    }
  }, 180_000);

  it('on a phone held sideways the whole pad and the Hint button are in the window without scrolling, 44 px targets, the board no smaller, the hint place two lines or more (844×390 to 640×360, classic and clues outside the grid)', async () => {
    // the play grid's cells (px) before the pad fitted: the board must not shrink for it
    const before: Record<string, [classic: number, outside: number]> = {
      '844×390': [41.1, 33.5],
      '812×375': [37.5, 30.6],
      '740×360': [29.5, 24.1],
      '667×375': [33.1, 27.0],
      '640×360': [31.4, 25.6],
    };
    for (const [size, least] of Object.entries(before)) {
      const [width, height] = size.split('×').map(Number);
      for (const [index, query] of [`?puzzle=${EASY}`, OUTSIDE].entries()) {
        const name = `${size} ${index === 0 ? 'classic' : 'outside clues'}`;
        const page = await session().open(query, { viewport: { width, height }, mobile: true });
        if (query === OUTSIDE) await page.waitForSelector('#board .clues-layer .rule');
        const seen = await page.evaluate(() => {
          const off = Array.from(document.querySelectorAll<HTMLElement>('#view-play .pad button, #hint'))
            .map((b) => ({ name: b.id || b.textContent!.trim(), box: b.getBoundingClientRect() }))
            .filter(({ box }) => box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth || box.width < 44 || box.height < 44)
            .map(({ name, box }) => `${name} ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`);
          const place = document.getElementById('hint-text')!;
          return { off, scrollY: window.scrollY, lines: place.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(place).lineHeight) };
        });
        expect(seen.scrollY, name).toBe(0);
        expect(seen.off, name).toEqual([]);
        expect(seen.lines, name).toBeGreaterThanOrEqual(1.99); // two lines, to the rounding of a pixel
        expect(await cellSize(page), name).toBeGreaterThanOrEqual(least[index] - 0.05);
        await page.context().close();
      }
    }
  }, 180_000);

  it('on a phone held sideways the board and the side bar are sized by the small viewport (svh): a phone\'s address bar shown cuts no row of the board', async () => {
    for (const [width, height] of [[844, 390], [667, 375]]) {
      const page = await session().open(`?puzzle=${EASY}`, { viewport: { width, height }, mobile: true });
      // the rules in force at this size whose board (or the side bar's height) depends on the viewport's height
      const sized = await page.evaluate(() => {
        const found: string[] = [];
        const visit = (rules: CSSRuleList): void => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
              if (rule instanceof CSSMediaRule ? matchMedia(rule.conditionText).matches : CSS.supports(rule.conditionText)) visit(rule.cssRules);
            } else if (rule instanceof CSSStyleRule) {
              const board = rule.style.getPropertyValue('--board');
              if (board.includes('vh')) found.push(`--board: ${board.trim()}`);
              if (rule.selectorText === '.top' && rule.style.height.includes('vh')) found.push(`.top height: ${rule.style.height}`);
            }
          }
        };
        for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
        return found;
      });
      // the last rule in force wins: it must use svh
      const boards = sized.filter((s) => s.startsWith('--board'));
      expect(boards.at(-1), `${width}×${height}`).toContain('100svh');
      if (width >= 740) expect(sized.filter((s) => s.startsWith('.top')).at(-1), `${width}×${height}`).toContain('100svh');
      await page.context().close();
    }
  }, 60_000);

  it('axe finds nothing after a win, with a hint at its last grade, with a step of the explanation shown, on a phone on its side (light and dark)', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await session().open(`?puzzle=${EASY}`, { colorScheme });
      for (let g = 1; g <= 4; g++) {
        await page.getByRole('button', { name: 'Hint', exact: true }).click();
        await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe(String(g));
      }
      expect(await axeViolations(page, ANY), `hint, ${colorScheme}`).toEqual([]);
      await page.getByRole('tab', { name: 'Explanation' }).click();
      await page.getByRole('button', { name: 'Explain this puzzle' }).click();
      await expect.poll(() => page.locator('#explain-list li').count(), { timeout: 30_000 }).toBeGreaterThan(2);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      expect(await axeViolations(page, ANY), `explanation step, ${colorScheme}`).toEqual([]);
      await page.getByRole('tab', { name: 'Play' }).click();
      await win(page);
      await page.waitForSelector('#complete:not([hidden])');
      await page.waitForTimeout(1000); // the veil rises in .5 s after .35 s: axe reads its colours once it stands
      expect(await axeViolations(page, ANY), `win, ${colorScheme}`).toEqual([]);
      for (const q of [OUTSIDE, `?puzzle=${EASY}`]) {
        const phone = await session().open(q, { viewport: LANDSCAPE, colorScheme });
        expect(await axeViolations(phone, ANY), `844×390 ${q === OUTSIDE ? 'outside clues' : 'classic'}, ${colorScheme}`).toEqual([]);
        await phone.context().close();
      }
      await page.context().close();
    }
  }, 180_000);

  it('keyboard only: Tab reaches every control and the grid, the focus ring shows in both themes, arrows, digits, Delete and undo play, Escape leaves the veils', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await session().open(`?puzzle=${EASY}`, { colorScheme });
      const reached: string[] = [];
      for (let k = 0; k < 40; k++) {
        await page.keyboard.press('Tab');
        const here = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          if (el === document.body) return { name: 'body', ring: true, grid: false }; // past the last control
          const style = getComputedStyle(el);
          const ring = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2 && style.outlineColor !== getComputedStyle(document.body).backgroundColor;
          return { name: el.id || el.getAttribute('aria-label') || el.textContent!.trim().slice(0, 20), ring, grid: el.getAttribute('role') === 'gridcell' };
        });
        expect(here.ring, `${here.name}: focus ring, ${colorScheme}`).toBe(true);
        reached.push(here.grid ? 'grid' : here.name);
      }
      for (const name of ['tab-play', 'theme', 'pause', 'grid', 'hint', 'apply', 'check', 'solve', 'Digit Z', 'Digit 1', 'Digit 9', 'undo', 'redo', 'delete', 'fill', 'size', 'level', 'symmetric', 'new', 'paste', 'load', 'share']) {
        expect(reached, colorScheme).toContain(name);
      }
      await page.context().close();
    }
    const page = await session().open(`?puzzle=${EASY}`);
    const grid = page.locator('#board [data-cell="0"]');
    await grid.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-cell'))).toBe('10');
    await page.keyboard.press('4');
    expect(await page.locator('#board [data-cell="10"]').getAttribute('aria-label')).toBe('Row 2, column 2, 4');
    await page.keyboard.press('Backspace');
    expect(await page.locator('#board [data-cell="10"]').getAttribute('aria-label')).toBe('Row 2, column 2, empty');
    await page.keyboard.press('Control+z');
    expect(await page.locator('#board [data-cell="10"]').getAttribute('aria-label')).toBe('Row 2, column 2, 4');
    // Pause by keyboard, Escape resumes and the focus is back on the grid
    await page.locator('#pause').focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('resume');
    await page.keyboard.press('Escape');
    expect(await page.locator('#paused').isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('gridcell');
    // the win: its Next button has the focus; Tab goes on past it (no trap), Escape shows the solved grid
    await win(page);
    await page.waitForSelector('#complete:not([hidden])');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('next');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('next');
    await page.locator('#next').focus();
    await page.keyboard.press('Escape');
    expect(await page.locator('#complete').isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('gridcell');
  }, 120_000);
});
