/**
 * The demo page as demanding players use it: with site data blocked, in Windows high-contrast
 * mode (`forced-colors`), by screen reader to the end of a game. One test per bug found, in
 * Chromium; each failed on the page before its fix (the commit that fixed it says how).
 *
 * Every wait is for a condition (a poll or `waitForSelector`), never a fixed time.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { generateSync, solve } from '../../src/index.js';
import { describeBrowser } from '../support/browser.js';
import { DemoSession, demoSuiteSession } from '../browser/demo-page.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

describeBrowser('demo page: as players use it', (executablePath) => {
  const session = demoSuiteSession(executablePath);
  const open = (...args: Parameters<DemoSession['open']>): Promise<Page> => session().open(...args);
  /** EASY solved but r9c9 (cell 80), whose digit is `solution[80]`. */
  const openAllButLast = async (): Promise<{ page: Page; solution: string }> => {
    const solution = solve(EASY).solution!;
    return { page: await open(`?puzzle=${solution.slice(0, 80)}.`), solution };
  };

  it('1: with site data blocked (reading localStorage throws) the page still starts, and the dark-mode switch works for the visit', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
        },
      });
    });
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]', { timeout: 15_000 });
    expect(await page.locator('#board [role="gridcell"]').count()).toBe(81);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.context().close();
  }, 60_000);

  it('2: selected cells and the same digit are told by more than a faint tint (a ring; bold and underlined), as the docs say', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.locator('#board [data-cell="0"]').click();
    await page.locator('#board [data-cell="1"]').click({ modifiers: ['Control'] });
    const ring = (cell: number): Promise<string> => page.locator(`#board [data-cell="${cell}"]`).evaluate((e) => getComputedStyle(e).boxShadow);
    expect(await ring(0)).not.toBe('none');
    expect(await ring(1)).not.toBe('none');
    expect(await ring(80)).toBe('none');
    await page.locator('#board [data-cell="2"]').click(); // the given 3 of r1c3: the 3 of r2c4 is the same digit
    const value = await page.locator('#board [data-cell="12"] .value').evaluate((e) => ({ line: getComputedStyle(e).textDecorationLine, weight: Number(getComputedStyle(e).fontWeight) }));
    expect(value.line).toBe('underline');
    expect(value.weight).toBeGreaterThanOrEqual(700);
    await page.context().close();
  }, 60_000);

  it('3: a cell the player coloured keeps its colour when it is in the selected cell\'s row, column or box, or holds the same digit', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const background = (cell: number): Promise<string> => page.locator(`#board [data-cell="${cell}"]`).evaluate((e) => getComputedStyle(e).backgroundColor);
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('v');
    await page.keyboard.press('3'); // r1c1, colour 3
    await page.locator('#board [data-cell="12"]').click();
    await page.keyboard.press('5'); // r2c4, a given 3, colour 5
    await page.locator('#board [data-cell="80"]').click();
    const colours = [await background(0), await background(12)];
    expect(colours[0]).not.toBe(await background(79));
    await page.locator('#board [data-cell="2"]').click(); // r1c3, a given 3: r1c1 is in its row, r2c4 holds its digit
    expect(await page.locator('#board [data-cell="0"]').getAttribute('class')).toContain('peer');
    expect(await page.locator('#board [data-cell="12"]').getAttribute('class')).toContain('same');
    expect([await background(0), await background(12)]).toEqual(colours);
    await page.context().close();
  }, 60_000);

  it('4: in forced colours (Windows high contrast) every state stays visible: selection, peers, the same digit, the player\'s digits, a checked mistake, a hint\'s cells, colours, the checked mode, the selected tab, Pause pressed', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    /**
     * How an element looks where forced colours leave a mark: its background as painted over
     * the page's Canvas (a background the system forces to Canvas, alpha kept, vanishes), its
     * text colour, weight and decoration, its outline (box shadows are dropped).
     */
    const look = (selector: string): Promise<string> =>
      page.locator(selector).first().evaluate((e) => {
        const s = getComputedStyle(e);
        const canvas = getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g)!.map(Number);
        const [r, g, b, a = 1] = s.backgroundColor.match(/[\d.]+/g)!.map(Number);
        const over = [r, g, b].map((v, i) => Math.round(v * a + canvas[i] * (1 - a))).join(',');
        const outline = s.outlineStyle === 'none' ? 'none' : `${s.outlineStyle} ${s.outlineWidth}`;
        return `bg ${over} | ${s.color} ${s.fontWeight} ${s.textDecorationLine} | outline ${outline}`;
      });
    const cell = (c: number): string => `#board [data-cell="${c}"]`;

    await page.locator(cell(2)).click(); // r1c3, a given 3: r1c1 a peer; r2c4's given 3 the same digit
    expect.soft(await look(cell(0)), 'peer').not.toBe(await look(cell(80)));
    expect.soft(await look(cell(12)), 'same digit').not.toBe(await look(cell(63))); // r8c1, a given 8 elsewhere
    await page.locator(cell(6)).click({ modifiers: ['Control'] }); // r1c3 selected, the focus on r1c7
    expect.soft(await look(cell(2)), 'selected').not.toBe(await look(cell(80)));

    await page.locator(cell(0)).click();
    await page.keyboard.press('5'); // r1c1: wrong (its solution is 4), in no conflict
    await page.locator(cell(80)).click();
    // the player's 5 and a given 8 told apart by more than their weights
    const given = (await look(`${cell(63)} .value`)).replace(/ \d+ /, ' ');
    expect.soft((await look(`${cell(0)} .value`)).replace(/ \d+ /, ' '), "the player's digit").not.toBe(given);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => page.locator('#hint-text').textContent(), { timeout: 15_000 }).toBe('1 wrong digit: r1c1.');
    expect.soft(await look(cell(0)), 'a checked mistake').not.toBe(await look(cell(1))); // r1c2: empty, neither is a peer of r9c9

    await page.keyboard.press('Control+z');
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe('1');
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade')).toBe('3');
    expect.soft(await look('#board .cell.cause'), "a hint's cell").toContain('outline solid');

    await page.locator(cell(80)).click();
    await page.keyboard.press('v');
    await page.keyboard.press('4');
    await page.locator(cell(79)).click();
    expect.soft(await look(cell(80)), 'a colour').not.toBe(await look(cell(78)));
    expect.soft(await look('[data-mode="colour"]'), 'the checked mode').not.toBe(await look('[data-mode="digit"]'));
    expect.soft(await look('#tab-play'), 'the selected tab').not.toBe(await look('#tab-graph'));
    const unpressed = await look('#pause');
    await page.locator('#pause').click();
    expect.soft(await look('#pause'), 'Pause pressed').not.toBe(unpressed);
    await page.context().close();
  }, 90_000);

  it('5: after a drag the keyboard focus is on the cell the drag ended on (the tab stop), so the arrows go on from there', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const centre = async (c: number): Promise<[number, number]> => {
      const b = (await page.locator(`#board [data-cell="${c}"]`).boundingBox())!;
      return [b.x + b.width / 2, b.y + b.height / 2];
    };
    await page.mouse.move(...(await centre(36)));
    await page.mouse.down();
    for (const c of [37, 38, 39]) await page.mouse.move(...(await centre(c)), { steps: 4 });
    await page.mouse.up();
    const focusedCell = (): Promise<string | undefined> => page.evaluate(() => (document.activeElement as HTMLElement).dataset.cell);
    expect(await page.locator('#board [tabindex="0"]').getAttribute('data-cell')).toBe('39');
    expect(await focusedCell()).toBe('39');
    await page.keyboard.press('ArrowRight');
    expect(await focusedCell()).toBe('40');
    await page.context().close();
  }, 60_000);

  it('6: a grid filled with a repeated digit is announced (a screen reader heard nothing at the last digit), and the win once the digit is put right', async () => {
    const { page, solution } = await openAllButLast();
    const wrong = solution[80] === '1' ? '2' : '1';
    await page.locator('#board [data-cell="80"]').click();
    await page.keyboard.press(wrong);
    const repeats = (await page.locator('#board .cell.conflict').evaluateAll((cells) => cells.map((c) => Number((c as HTMLElement).dataset.cell)))).sort((a, b) => a - b);
    const names = repeats.map((c) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`).join(', ');
    expect(await page.locator('#status').textContent()).toBe(`The grid is full, but digits repeat in a row, column or box: ${names}.`);
    expect(await page.locator('#complete').isVisible()).toBe(false);
    await page.keyboard.press(solution[80]);
    await expect.poll(() => page.locator('#complete').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.locator('#status').textContent()).toMatch(/^Solved in /);
    await page.context().close();
  }, 60_000);

  it('7: on a phone (375 px), at 320 px (400% zoom) and with large text spacing the hint\'s four grades all show, before and after they are reached, and reaching them moves nothing', async () => {
    for (const [width, spacing] of [[375, false], [320, false], [320, true]] as const) {
      const page = await open(`?puzzle=${EASY}`, { viewport: { width, height: 800 } });
      // WCAG 1.4.12's text spacing
      if (spacing) await page.addStyleTag({ content: '* { line-height: 1.5 !important; letter-spacing: .12em !important; word-spacing: .16em !important; }' });
      const grades = (): Promise<{ shown: string[]; height: number }> =>
        page.locator('#grades').evaluate((ol) => {
          const box = ol.getBoundingClientRect();
          const inside = (li: Element): boolean => li.getBoundingClientRect().right <= Math.min(box.right, innerWidth) + 0.5;
          return { shown: Array.from(ol.children).filter(inside).map((li) => li.textContent!), height: box.height };
        });
      const before = await grades();
      expect(before.shown, `${width} px, spacing ${spacing}`).toEqual(['Technique', 'Region', 'Cells', 'Move']);
      for (let g = 1; g <= 4; g++) {
        await page.getByRole('button', { name: 'Hint', exact: true }).click();
        await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe(String(g));
      }
      expect(await grades(), `${width} px, spacing ${spacing}`).toEqual(before);
      await page.context().close();
    }
  }, 90_000);

  it('8: on a phone the rating, coming after the first tap, does not move the board (a two-line rating pushed it 13 px down under the finger)', async () => {
    const forumHardest = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3'; // Extreme · hardest: Nested Forcing Net
    for (const width of [375, 390]) {
      const page = await open(`?puzzle=${forumHardest}`, { viewport: { width, height: 800 } });
      const top = (): Promise<number> => page.locator('#board').evaluate((e) => e.getBoundingClientRect().top);
      const before = await top();
      await page.locator('#board [data-cell="40"]').tap();
      await expect.poll(() => page.locator('#rating').getAttribute('data-level'), { timeout: 60_000 }).toBe('Extreme');
      expect(await page.locator('#rating').evaluate((e) => e.getBoundingClientRect().height), `${width}: the rating wraps`).toBeGreaterThan(30); // one line is 26 px
      expect(await top(), `${width}`).toBe(before);
      await page.context().close();
    }
  }, 120_000);

  it('9: a link whose puzzle is empty (cut short) says so, not "Paste or type a puzzle first: the box is empty"', async () => {
    for (const query of ['?puzzle=', '?puzzle', '?puzzle=%20']) {
      const page = await open(query);
      expect(await page.locator('#paste-error').textContent(), query).toBe('The puzzle in the link could not be read. The link holds no puzzle: copy the whole link again.');
      expect(await page.locator('#board .value').count(), query).toBe([...EASY].filter((c) => c !== '.').length); // the page's own puzzle instead
      await page.context().close();
    }
  }, 60_000);

  it('10: Pause on a finished grid does nothing (its Paused veil went under the Solved one, its Resume covered, the board locked)', async () => {
    const { page, solution } = await openAllButLast();
    await page.locator('#board [data-cell="80"]').click();
    await page.keyboard.press(solution[80]);
    await expect.poll(() => page.locator('#complete').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.locator('#pause').getAttribute('aria-disabled')).toBe('true');
    await page.locator('#pause').click({ force: true }); // a player's click: an aria-disabled button still gets it
    expect(await page.locator('#paused').isVisible()).toBe(false);
    expect(await page.locator('#pause').getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('#board').evaluate((e) => (e as HTMLElement).inert)).toBe(false);
    await page.keyboard.press('Control+z'); // not finished any more: Pause works again
    expect(await page.locator('#pause').getAttribute('aria-disabled')).toBe('false');
    await page.locator('#pause').click();
    expect(await page.locator('#paused').isVisible()).toBe(true);
    await page.context().close();
  }, 60_000);

  it('11: in forced colours the graph\'s palette keeps its colours, as its vertices do (its squares went blank)', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.emulateMedia({ forcedColors: 'active' });
    await page.getByRole('tab', { name: 'Graph' }).click();
    await page.waitForSelector('#graph-palette span');
    const chips = await page.locator('#graph-palette span').evaluateAll((spans) => spans.map((s) => getComputedStyle(s).backgroundColor));
    expect(new Set(chips).size).toBe(chips.length);
    await page.context().close();
  }, 60_000);

  it('12: Ctrl+Z from the Solved veil (the focus on Next puzzle) leaves the focus on the grid, not on the page\'s body', async () => {
    const { page, solution } = await openAllButLast();
    await page.locator('#board [data-cell="80"]').click();
    await page.keyboard.press(solution[80]);
    await page.waitForFunction(() => document.activeElement?.id === 'next', null, { timeout: 15_000 });
    await page.keyboard.press('Control+z');
    expect(await page.locator('#complete').isVisible()).toBe(false);
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.cell)).toBe('80');
    await page.context().close();
  }, 60_000);

  it('13: on 16×16 a letter key in colour mode does nothing (it threw "expected a colour 1-9, got 10" from the key handler)', async () => {
    const [big] = generateSync({ size: 16, seed: 11 });
    const page = await open(`?puzzle=${big.puzzle}`);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const empty = [...big.puzzle].indexOf('.');
    await page.locator(`#board [data-cell="${empty}"]`).click();
    await page.keyboard.press('v');
    await page.keyboard.press('a');
    await page.keyboard.press('3');
    expect(errors).toEqual([]);
    expect(await page.locator(`#board [data-cell="${empty}"]`).getAttribute('aria-label')).toMatch(/^Row \d+, column \d+, empty, colour 3$/);
    await page.context().close();
  }, 60_000);

  it('14: on 4×4 the keys 5-9 give colours 5-9 in colour mode, as the pad does, and place nothing in digit mode', async () => {
    const page = await open('?puzzle=1.....2..3.....4');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.locator('#board [data-cell="1"]').click();
    await page.keyboard.press('7');
    await page.keyboard.press('Shift+7');
    expect(await page.locator('#board [data-cell="1"]').getAttribute('aria-label')).toBe('Row 1, column 2, empty');
    await page.keyboard.press('v');
    await page.keyboard.press('7');
    expect(await page.locator('#board [data-cell="1"]').getAttribute('aria-label')).toBe('Row 1, column 2, empty, colour 7');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('15: Ctrl+Z undoes and Ctrl+Y redoes as the keys are labelled on German (QWERTZ) and French (AZERTY) keyboards, and Z/X/C/V switch modes there too', async () => {
    const page = await open(`?puzzle=${EASY}`);
    /** A key as Chromium sends it on that layout: `key` what the label says, `code` the place on a US keyboard. */
    const press = (target: string, key: string, code: string, ctrlKey = false): Promise<void> =>
      page.locator(target).evaluate((e, k) => {
        e.dispatchEvent(new KeyboardEvent('keydown', { ...k, bubbles: true, cancelable: true }));
      }, { key, code, ctrlKey });
    const cell = '#board [data-cell="0"]';
    await page.locator(cell).click();
    await page.keyboard.press('4');
    await press(cell, 'z', 'KeyY', true); // German Ctrl+Z
    expect(await page.locator('#status').textContent()).toBe('Undo: R1C1 empty');
    await press(cell, 'y', 'KeyZ', true); // German Ctrl+Y
    expect(await page.locator('#status').textContent()).toBe('Redo: R1C1 4');
    await press('#undo', 'z', 'KeyW', true); // French Ctrl+Z, the focus outside the grid
    expect(await page.locator('#status').textContent()).toBe('Undo: R1C1 empty');
    await press(cell, 'x', 'KeyX');
    expect(await page.locator('#status').textContent()).toBe('Corner mark mode.');
    await press(cell, 'z', 'KeyW'); // French Z
    expect(await page.locator('#status').textContent()).toBe('Digit mode.');
    await page.context().close();
  }, 60_000);

  it('16: after a smaller puzzle loads, the graph still has its one tab stop (a vertex picked past the new board\'s 16 left none)', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.getByRole('tab', { name: 'Graph' }).click();
    await page.locator('#graph-host .vertex[data-cell="40"]').click();
    await page.getByRole('tab', { name: 'Play' }).click();
    await page.locator('#paste').fill('1.....2..3.....4');
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    await page.getByRole('tab', { name: 'Graph' }).click();
    expect(await page.locator('#graph-host .vertex[tabindex="0"]').count()).toBe(1);
    expect(await page.locator('#graph-host .vertex.picked').count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('17: Start clicked twice on Backtracking runs one animation, not two at double speed', async () => {
    const forumHardest = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
    const page = await open(`?puzzle=${forumHardest}`);
    await page.getByRole('tab', { name: 'Backtracking' }).click();
    await page.locator('#bt-speed').fill('0'); // one event per frame and run
    // both clicks land before the first one's traces come back from the worker
    await page.evaluate(() => {
      const start = document.getElementById('bt-start')!;
      start.click();
      start.click();
    });
    await expect.poll(() => page.locator('#bt-pause').getAttribute('aria-disabled'), { timeout: 30_000 }).toBe('false');
    // the page's animation frames requested per frame (a loop asks for one each frame), over 30 frames
    const perFrame = await page.evaluate(async () => {
      const raf = window.requestAnimationFrame.bind(window);
      let asked = 0;
      window.requestAnimationFrame = (callback) => {
        asked++;
        return raf(callback);
      };
      const frame = (): Promise<number> => new Promise((resolve) => raf(resolve));
      await frame();
      asked = 0;
      for (let i = 0; i < 30; i++) await frame();
      return asked / 30;
    });
    expect(perFrame).toBeGreaterThan(0.8);
    expect(perFrame).toBeLessThan(1.2);
    await page.context().close();
  }, 60_000);

  it('18: a digit key whose count is done keeps its text at 4.5:1 or more (it was faded to 35%, 1.7:1) and says done by a mark, in light, dark and forced colours', async () => {
    const solution = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
    for (const scheme of ['light', 'dark', 'forced'] as const) {
      const page = await open(`?puzzle=${EASY}`, { colorScheme: scheme === 'dark' ? 'dark' : 'light' });
      if (scheme === 'forced') await page.emulateMedia({ forcedColors: 'active' });
      await page.evaluate(
        ({ puzzle, s }) => {
          const app = (window as unknown as { sudokuDemo: { game: { placeDigit(c: number[], d: number): boolean }; changed(): void } }).sudokuDemo;
          for (let c = 0; c < 81; c++) if (puzzle[c] === '.' && s[c] === '4') app.game.placeDigit([c], 4);
          app.changed();
        },
        { puzzle: EASY, s: solution },
      );
      const key = page.locator('#keys button').nth(3);
      expect(await key.getAttribute('class'), scheme).toContain('done');
      const look = await key.evaluate((b) => {
        const rgb = (c: string): number[] => c.match(/[\d.]+/g)!.slice(0, 3).map(Number);
        const lum = (c: string): number => {
          const [r, g, bl] = rgb(c).map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
          return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
        };
        let opacity = 1;
        for (let e: Element | null = b; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
        const s = getComputedStyle(b);
        const [hi, lo] = [lum(s.color), lum(s.backgroundColor)].sort((x, y) => y - x);
        const mark = getComputedStyle(b.querySelector('.left')!, '::before').content;
        return { opacity, contrast: (hi + 0.05) / (lo + 0.05), mark };
      });
      expect(look.opacity, scheme).toBe(1);
      expect(look.contrast, scheme).toBeGreaterThanOrEqual(4.5);
      expect(look.mark, scheme).toContain('✓');
      // a key not done shows its count, no mark
      expect(await page.locator('#keys button').nth(0).evaluate((b) => getComputedStyle(b.querySelector('.left')!, '::before').content), scheme).not.toContain('✓');
      await page.context().close();
    }
  }, 60_000);

  it('19: on a desktop window 901-1020 px wide (or a short one) a long rating arriving does not move the board, and shows whole (it wrapped and pushed the board 9 px down)', async () => {
    const ratings = [
      { level: 'Extreme', score: 9000, hardest: 'Nested Forcing Net' },
      { level: 'Medium', score: 300, hardest: 'Locked Candidates Type 2 (Claiming)' },
      { level: 'Unfair', score: 2000, hardest: 'Grouped Discontinuous Nice Loop' },
    ];
    for (const viewport of [{ width: 901, height: 900 }, { width: 960, height: 900 }, { width: 1020, height: 900 }, { width: 1280, height: 560 }]) {
      const page = await open(`?puzzle=${EASY}`, { viewport });
      const top = (): Promise<number> => page.locator('#board').evaluate((e) => e.getBoundingClientRect().top);
      const before = await top();
      for (const info of ratings) {
        // the rating shown as it arrives (a generated puzzle comes rated; a link's after the first touch)
        await page.evaluate(([line, i]) => (window as unknown as { sudokuDemo: { loadText(t: string, i: unknown): void } }).sudokuDemo.loadText(line, i), [EASY, info] as const);
        const chip = await page.locator('#rating').evaluate((e) => ({ text: e.textContent, clipped: e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight }));
        expect(chip.text).toBe(`${info.level} · hardest: ${info.hardest}`);
        expect(chip.clipped, `${viewport.width}×${viewport.height} ${info.hardest}`).toBe(false);
        expect(await top(), `${viewport.width}×${viewport.height} ${info.hardest}`).toBe(before);
      }
      await page.context().close();
    }
  }, 90_000);

  it('20: Solve on a grid the player solved fills in nothing and leaves the win the player\'s (it said "The solution is filled in. Undo takes it back." and a reload lost the summary)', async () => {
    const { page, solution } = await openAllButLast();
    await page.locator('#board [data-cell="80"]').click();
    await page.keyboard.press(solution[80]);
    await expect.poll(() => page.locator('#complete').isVisible(), { timeout: 15_000 }).toBe(true);
    const summary = await page.locator('#complete-summary').textContent();
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect.poll(() => page.locator('#status').textContent(), { timeout: 15_000 }).toMatch(/already holds the solution/);
    expect(await page.locator('#hint-text').textContent()).not.toMatch(/Undo takes it back/);
    await page.keyboard.press('Control+z'); // takes back the player's last digit, not a "solution" that changed nothing
    expect(await page.locator('#status').textContent()).toBe('Undo: R9C9 empty');
    await page.keyboard.press('Control+y');
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    expect(await page.locator('#complete').isVisible()).toBe(true);
    // the time and tallies kept (the level may come with the rating, which arrived meanwhile)
    expect(await page.locator('#complete-summary').textContent()).toContain(summary!.replace(/^.*olved in /, ''));
    await page.context().close();
  }, 60_000);
  it('21: the page\'s own link pasted with its puzzle cut off says the link holds no puzzle (it said "the box is empty", or that links to the page\'s host are not supported)', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const base = page.url().replace(/\?.*$/, '');
    for (const link of [`${base}?puzzle=`, `${base}?puzzle=%20`, base]) {
      await page.locator('#paste').fill(link);
      await page.getByRole('button', { name: 'Load puzzle' }).click();
      await expect.poll(() => page.locator('#paste-error').textContent(), { timeout: 15_000 }).toBe('The link holds no puzzle: copy the whole link again.');
      await page.locator('#paste').fill('');
      await page.getByRole('button', { name: 'Load puzzle' }).click(); // clears the message for the next link
    }
    expect(await page.locator('#board .value').count()).toBe([...EASY].filter((c) => c !== '.').length); // the game stays
    await page.context().close();
  }, 60_000);
  it('22: a painted cell\'s digits stay readable and told apart in light, dark and forced colours, selected or not: the player\'s from a given, a repeat in red (dark mode drew every digit of a painted cell near-black, also on the dark selection: 1.5:1)', async () => {
    for (const scheme of ['light', 'dark', 'forced'] as const) {
      const page = await open(`?puzzle=${EASY}`, { colorScheme: scheme === 'dark' ? 'dark' : 'light' });
      // no background transition to measure halfway
      await page.emulateMedia({ reducedMotion: 'reduce', forcedColors: scheme === 'forced' ? 'active' : 'none' });
      // r1c1: the player's 4 (right); r1c2: the player's 3, repeating r1c3's given 3
      await page.locator('#board [data-cell="0"]').click();
      await page.keyboard.press('4');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('3');
      for (let colour = 1; colour <= 9; colour++) {
        await page.evaluate((k) => {
          const app = (window as unknown as { sudokuDemo: { game: { toggleColour(c: number[], k: number): boolean }; changed(): void } }).sudokuDemo;
          app.game.toggleColour([0, 1, 2], k);
          app.changed();
        }, colour);
        for (const selected of [false, true]) {
          await page.locator(`#board [data-cell="${selected ? 0 : 40}"]`).click();
          if (selected) await page.locator('#board [data-cell="2"]').click({ modifiers: ['Shift'] }); // r1c1 and r1c3 selected, r1c2 not
          const inks = await page.evaluate(() => {
            const rgb = (c: string): number[] => c.match(/[\d.]+/g)!.slice(0, 3).map(Number);
            const lum = (c: string): number => {
              const [r, g, b] = rgb(c).map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
              return 0.2126 * r + 0.7152 * g + 0.0722 * b;
            };
            return [0, 1, 2].map((c) => {
              const cell = document.querySelector(`#board [data-cell="${c}"]`)!;
              const ink = getComputedStyle(cell.querySelector('.value')!).color;
              const [hi, lo] = [lum(ink), lum(getComputedStyle(cell).backgroundColor)].sort((x, y) => y - x);
              return { ink, contrast: (hi + 0.05) / (lo + 0.05), red: rgb(ink)[0] > 1.5 * Math.max(rgb(ink)[1], rgb(ink)[2]) };
            });
          });
          const what = `${scheme}, colour ${colour}${selected ? ', selected' : ''}`;
          // painted: 4.5:1; selected, the selection's own inks, large text here (digits 44 px): 3:1
          for (const [c, { contrast }] of inks.entries()) expect(contrast, `${what}, r1c${c + 1}`).toBeGreaterThanOrEqual(selected && c !== 1 ? 3 : 4.5);
          if (scheme !== 'forced') {
            expect(inks[1].red, `${what}: the repeat`).toBe(true);
            expect(inks[0].ink, `${what}: the player's digit and the given`).not.toBe(inks[2].ink);
          }
        }
      }
      await page.context().close();
    }
  }, 120_000);
  it('23: in dark mode a box border between painted cells stays visible (3:1 or more; it was the light line on the light paint: 1.2:1)', async () => {
    const page = await open(`?puzzle=${EASY}`, { colorScheme: 'dark' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.evaluate(() => {
      const app = (window as unknown as { sudokuDemo: { game: { toggleColour(c: number[], k: number): boolean }; changed(): void } }).sudokuDemo;
      for (let k = 1; k <= 9; k++) app.game.toggleColour([9 * (k - 1) + 2, 9 * (k - 1) + 3], k); // r k c3 and r k c4, across the box border
      app.game.toggleColour([18, 27], 4); // r3c1 and r4c1, across the box border below
      app.changed();
    });
    await page.locator('#board [data-cell="40"]').click();
    const contrasts = await page.evaluate(() => {
      const rgb = (c: string): number[] => c.match(/[\d.]+/g)!.slice(0, 3).map(Number);
      const lum = (c: string): number => {
        const [r, g, b] = rgb(c).map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const ratio = (a: string, b: string): number => {
        const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
        return (hi + 0.05) / (lo + 0.05);
      };
      const cell = (c: number): CSSStyleDeclaration => getComputedStyle(document.querySelector(`#board [data-cell="${c}"]`)!);
      const right = Array.from({ length: 9 }, (_, r) => ratio(cell(9 * r + 2).borderRightColor, cell(9 * r + 2).backgroundColor));
      return [...right, ratio(cell(18).borderBottomColor, cell(18).backgroundColor)];
    });
    for (const [k, c] of contrasts.entries()) expect(c, k < 9 ? `colour ${k + 1}` : 'below').toBeGreaterThanOrEqual(3);
    await page.context().close();
  }, 60_000);
  it('24: in dark mode a killer cage\'s dashed line shows on a painted cell (a light dash on the light paint: at most 1.3:1 beside it)', async () => {
    // EASY with a cage r1c1 + r2c1 (4 + 9 = 13) painted yellow; r2c1's band where the cage's left edge runs (8% in)
    const puzzle = JSON.stringify({ version: 1, size: 9, givens: EASY, constraints: [{ type: 'killer', cells: [0, 9], sum: 13 }] });
    const page = await open(`?puzzle=${encodeURIComponent(puzzle)}`, { colorScheme: 'dark' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.waitForSelector('#board .rule-killer.part-cage');
    await page.evaluate(() => {
      const app = (window as unknown as { sudokuDemo: { game: { toggleColour(c: number[], k: number): boolean }; changed(): void } }).sudokuDemo;
      app.game.toggleColour([0, 9], 4);
      app.changed();
    });
    await page.locator('#board [data-cell="80"]').click();
    const box = (await page.locator('#board [data-cell="9"]').boundingBox())!;
    const shot = await page.screenshot({ clip: { x: box.x + box.width * 0.03, y: box.y + box.height * 0.3, width: box.width * 0.1, height: box.height * 0.4 } });
    // the strongest contrast in that band against the paint (its most frequent pixel, as drawn)
    const contrast = await page.evaluate(async (png) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [img.width, img.height];
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const data = context.getImageData(0, 0, img.width, img.height).data;
      const pixels: number[][] = [];
      for (let i = 0; i < data.length; i += 4) pixels.push([data[i], data[i + 1], data[i + 2]]);
      const counts = new Map<string, number>();
      for (const p of pixels) counts.set(p.join(), (counts.get(p.join()) ?? 0) + 1);
      const paint = [...counts].sort((a, b) => b[1] - a[1])[0][0].split(',').map(Number);
      const lum = (rgb: number[]): number => {
        const [r, g, b] = rgb.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      return Math.max(...pixels.map((p) => {
        const [hi, lo] = [lum(p), lum(paint)].sort((x, y) => y - x);
        return (hi + 0.05) / (lo + 0.05);
      }));
    }, shot.toString('base64'));
    expect(contrast).toBeGreaterThanOrEqual(3);
    await page.context().close();
  }, 60_000);
  it('25: a puzzle loaded from the box by keyboard is played at once: the focus goes to the grid, as after "New puzzle" (it stayed on Load puzzle, some 25 tab stops away)', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const OTHER = '.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..';
    await page.locator('#paste').fill(OTHER);
    await page.locator('#load').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#status').textContent(), { timeout: 15_000 }).toBe('Puzzle loaded.');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.cell)).toBe('0');
    await page.keyboard.press('5'); // r1c1 is empty in OTHER
    expect(await page.locator('#board [data-cell="0"]').getAttribute('aria-label')).toMatch(/^Row 1, column 1, 5/);
    // a refused text leaves the focus where it was, beside its message
    await page.locator('#paste').fill('12x');
    await page.locator('#load').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#paste-error').textContent()).not.toBe('');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('load');
    await page.context().close();
  }, 60_000);
});
