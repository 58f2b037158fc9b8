/**
 * The demo page's bugs an audit found (focus, pause, the pad, paste errors, wins, layout,
 * names), one test each, in Chromium. Each test failed on the page before its fix: the commit
 * that fixed it says how it failed.
 *
 * Every wait is for a condition (a poll or `waitForFunction`), never a fixed time, so a loaded
 * machine only makes the tests slower.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { generateSync, parseVariant, solve, toSudokuPadLink } from '../../src/index.js';
import { describeBrowser } from '../support/browser.js';
import { cellLabel, DemoSession, demoSuiteSession } from '../browser/demo-page.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const SOLVED = solve(EASY).solution!;
/** EASY's solution with r9c9 empty: one move from the end. */
const LAST_MOVE = `${SOLVED.slice(0, 80)}.`;
/** EASY with its first twenty cells empty: many solutions. */
const MULTI = `${'.'.repeat(20)}${EASY.slice(20)}`;
/** How long a poll waits for what a click starts (a loaded machine is slow, never this slow). */
const SOON = { timeout: 15_000 };

/** What has the focus: its role (or tag), its id or name, and its outline as computed. */
interface Focused {
  kind: string;
  name: string;
  outline: string;
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const e = document.activeElement as HTMLElement;
    const s = getComputedStyle(e);
    return {
      kind: e.getAttribute('role') ?? e.tagName.toLowerCase(),
      name: e.id || e.getAttribute('aria-label') || (e.textContent ?? '').trim(),
      outline: `${s.outlineStyle} ${s.outlineWidth}`,
    };
  });

describeBrowser('demo page: the bugs of the audit', (executablePath) => {
  const session = demoSuiteSession(executablePath);
  const open = (...args: Parameters<DemoSession['open']>): Promise<Page> => session().open(...args);

  it('1: every control reached by Tab shows a 3 px focus outline (tabs, buttons, a grid cell, selects); a graph vertex its focus stroke', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const seen: Focused[] = [];
    for (let k = 0; k < 60; k++) {
      await page.keyboard.press('Tab');
      const f = await focused(page);
      if (f.kind === 'body') continue;
      seen.push(f);
      if (f.name === 'paste') break; // the play view's controls, from the header down
    }
    const kinds = new Set(seen.map((f) => f.kind));
    for (const kind of ['tab', 'button', 'gridcell', 'radio', 'select', 'textarea']) expect(kinds, kind).toContain(kind);
    for (const f of seen) expect(f.outline, `${f.kind} ${f.name}`).toBe('solid 3px');

    // the Graph tab by keyboard, then Tab to the graph: the vertex's ring thickens
    await page.getByRole('tab', { name: 'Play' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('#graph-host .vertex[tabindex="0"]');
    for (let k = 0; k < 5 && !(await page.evaluate(() => document.activeElement?.classList.contains('vertex'))); k++) await page.keyboard.press('Tab');
    const stroke = await page.evaluate(() => {
      const width = (e: Element): number => parseFloat(getComputedStyle(e).strokeWidth);
      const other = document.querySelector('#graph-host .vertex[tabindex="-1"]:not(.picked)')!;
      return { focus: width(document.activeElement!), other: width(other), outline: getComputedStyle(document.activeElement!).outlineStyle };
    });
    expect(stroke.focus).toBeGreaterThan(stroke.other * 3);
    expect(stroke.outline).toBe('none');
  }, 60_000);

  it('9: while paused the board and the pad are inert: Shift+Tab from Resume reaches no cell, keys place nothing, the grid is out of the accessibility tree', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.locator('#board [data-cell="0"]').click();
    await page.locator('#pause').click();
    await expect.poll(async () => (await focused(page)).name, SOON).toBe('resume');
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).kind).not.toBe('gridcell');
    await page.keyboard.press('7');
    await page.keyboard.press('Control+z');
    expect(await cellLabel(page, 1, 1)).toBe('Row 1, column 1, empty');
    const locked = await page.evaluate(() => ['#board [role="grid"]', '#keys'].map((s) => document.querySelector(s)!.closest('[inert]') !== null));
    expect(locked).toEqual([true, true]);
    await page.locator('#resume').click();
    await expect.poll(async () => (await focused(page)).kind, SOON).toBe('gridcell');
    await page.keyboard.press('7');
    expect(await cellLabel(page, 1, 1)).toMatch(/^Row 1, column 1, 7\b/);
  }, 60_000);

  it('4: a focused button that turns off keeps the focus (Apply, Undo, Redo, Explain while it runs, Next at the last step)', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const press = async (id: string): Promise<void> => {
      await page.locator(`#${id}`).focus();
      await page.keyboard.press('Enter');
    };
    const keeps = async (id: string): Promise<void> => {
      expect((await focused(page)).name, id).toBe(id);
      expect(await page.locator(`#${id}`).getAttribute('aria-disabled'), id).toBe('true');
    };
    for (let g = 1; g <= 4; g++) {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe(String(g));
    }
    await press('apply');
    await keeps('apply');
    await press('undo');
    await keeps('undo');
    await press('redo');
    await keeps('redo');

    await page.getByRole('tab', { name: 'Explanation' }).click();
    await press('explain-start'); // off while the explanation runs: a disabled button lost the focus then for good
    await expect.poll(() => page.locator('#explain-list li').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    expect((await focused(page)).name).toBe('explain-start');
    await page.locator('#explain-list li').last().click();
    await press('explain-next');
    await keeps('explain-next');
  }, 60_000);

  it('12: after a click on the pad the keyboard goes on playing (ArrowRight then a digit); Enter on a pad key leaves the focus there', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.locator('#board [data-cell="0"]').click();
    await page.getByRole('button', { name: 'Digit 4' }).click();
    expect(await cellLabel(page, 1, 1)).toMatch(/^Row 1, column 1, 4\b/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('5');
    expect(await cellLabel(page, 1, 2)).toMatch(/^Row 1, column 2, 5\b/);
    expect(await cellLabel(page, 1, 1)).toMatch(/^Row 1, column 1, 4\b/);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('6');
    expect(await cellLabel(page, 2, 2)).toMatch(/^Row 2, column 2, 6\b/);
    await page.getByRole('button', { name: 'Digit 7' }).focus();
    await page.keyboard.press('Enter');
    expect(await cellLabel(page, 2, 2)).toMatch(/^Row 2, column 2, 7\b/);
    expect((await focused(page)).name).toBe('Digit 7');
  }, 60_000);

  it('11: after Escape, Delete and Backspace clear the focused cell, as a digit fills it', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('4');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Delete');
    expect(await cellLabel(page, 1, 1)).toBe('Row 1, column 1, empty');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+5');
    expect(await cellLabel(page, 1, 1)).toBe('Row 1, column 1, empty, corner marks 5');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Backspace');
    expect(await cellLabel(page, 1, 1)).toBe('Row 1, column 1, empty');
  }, 60_000);

  it('3: a paste error names the cell and size the parser read (r2c1 of a 9×9, not r3c2 of a 4×4); a link or JSON is read as a variant puzzle', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const paste = async (text: string): Promise<string> => {
      await page.locator('#paste').fill(text);
      await page.getByRole('button', { name: 'Load puzzle' }).click();
      return (await page.locator('#paste-error').textContent())!;
    };
    expect(await paste(`${EASY.slice(0, 9)}x${EASY.slice(10)}`)).toBe('r2c1 holds “x”, which is not a digit of a 9×9 puzzle: use 1-9, and . or 0 for an empty cell.');
    const killer = parseVariant(EASY);
    killer.constraints = [{ type: 'killer', cells: [0, 1], sum: 12 }];
    // a killer cage (the page draws and lists it), and a model with no rule (a classic puzzle)
    expect(await paste(toSudokuPadLink(killer))).toBe('');
    await page.waitForSelector('#rules:not([hidden])');
    expect(await page.locator('#rules-list li').allTextContents()).toEqual(['Killer cage of 2 cells, sum 12: r1c1, r1c2']);
    expect(await paste(JSON.stringify({ size: 9, givens: EASY, constraints: [] }))).toBe('');
    await page.waitForSelector('#rules[hidden]', { state: 'attached' });
    const linked = await open(`?puzzle=${encodeURIComponent(toSudokuPadLink(killer))}`);
    expect(await linked.locator('#paste-error').textContent()).toBe('');
    expect(await linked.locator('#board .rules-layer .rule-killer.part-cage').count()).toBe(1);
  }, 60_000);

  it('5: a win by Apply is announced (the win, not "Applied: …" over it)', async () => {
    const page = await open(`?puzzle=${LAST_MOVE}`);
    for (let g = 1; g <= 4; g++) {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe(String(g));
    }
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('#complete').isVisible(), SOON).toBe(true);
    expect(await page.locator('#status').textContent()).toMatch(/^Solved in .*, with 1 hint and no mistakes\.$/);
  }, 60_000);

  it('6: Solve, Undo, then a grid solved by hand is celebrated; Redo of Solve is not', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect.poll(() => page.locator('#board .value').count(), { timeout: 30_000 }).toBe(81);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => page.locator('#board .value').count(), SOON).toBe(81);
    expect(await page.locator('#complete').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Undo' }).click();
    // every digit but r9c9's by script, the last one typed
    await page.evaluate((solution) => {
      const app = (window as unknown as { sudokuDemo: { game: { values: Uint8Array; placeDigit(cells: number[], d: number): boolean }; changed(): void } }).sudokuDemo;
      for (let c = 0; c < 80; c++) if (app.game.values[c] === 0) app.game.placeDigit([c], Number(solution[c]));
      app.changed();
    }, SOLVED);
    await page.locator('#board [data-cell="80"]').click();
    await page.keyboard.press(SOLVED[80]);
    await expect.poll(() => page.locator('#complete').isVisible(), SOON).toBe(true);
    expect(await page.locator('#status').textContent()).toMatch(/^Solved in /);
  }, 60_000);

  it('7: a full grid is no puzzle: by link or by paste it is refused with a message, not "Solved in 0:00"', async () => {
    const page = await open(`?puzzle=${SOLVED}`);
    const message = 'That grid is already full, so there is nothing to play: paste a puzzle with empty cells (. or 0).';
    expect(await page.locator('#paste-error').textContent()).toBe(`The puzzle in the link is not loaded. ${message}`);
    expect(await page.locator('#complete').isVisible()).toBe(false);
    expect(await page.locator('#status').textContent()).not.toMatch(/Solved/);
    await page.locator('#paste').fill(SOLVED);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    expect(await page.locator('#paste-error').textContent()).toBe(message);
    expect(await page.locator('#complete').isVisible()).toBe(false);
    expect(await page.locator('#board .value').count()).toBe([...EASY].filter((c) => c !== '.').length);
  }, 60_000);

  it('8: Pause is a toggle with one name ("Pause", pressed or not), and a new puzzle leaves it not pressed', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const pause = page.locator('#pause');
    // named by its title alone: an aria-label as well made Chromium read the title again as its description
    const state = async () => [await pause.getAttribute('aria-label'), await pause.getAttribute('title'), await pause.getAttribute('aria-pressed')];
    expect(await state()).toEqual([null, 'Pause', 'false']);
    await pause.click();
    expect(await state()).toEqual([null, 'Pause', 'true']);
    await page.locator('#paste').fill(LAST_MOVE);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    await expect.poll(() => page.locator('#paused').isHidden(), SOON).toBe(true);
    expect(await state()).toEqual([null, 'Pause', 'false']);
    await pause.click();
    await page.locator('#resume').click();
    expect(await state()).toEqual([null, 'Pause', 'false']);
  }, 60_000);

  it('2: in colour mode each key shows its colour, in light and in dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await open(`?puzzle=${EASY}`, { colorScheme });
      await page.getByRole('radio', { name: /Colour/ }).click();
      await expect.poll(() => page.locator('#keys .swatch-key').count(), SOON).toBe(9);
      const seen = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('#keys button'), (key, i) => {
          const swatch = document.createElement('div');
          swatch.className = `colour-${i + 1}`;
          document.body.append(swatch);
          const wanted = getComputedStyle(swatch).backgroundColor;
          swatch.remove();
          return { key: getComputedStyle(key).backgroundColor, wanted, ink: getComputedStyle(key).color };
        }),
      );
      for (const [i, k] of seen.entries()) {
        expect(k.key, `${colorScheme} colour ${i + 1}`).toBe(k.wanted);
        expect(k.ink, `${colorScheme} colour ${i + 1}`).toBe('rgb(29, 35, 46)');
      }
      expect(new Set(seen.map((k) => k.key)).size).toBe(9);
    }
  }, 60_000);

  it('10: past the last step the list of steps keeps its one tab stop (the last step)', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.getByRole('tab', { name: 'Explanation' }).click();
    await page.getByRole('button', { name: 'Explain this puzzle' }).click();
    await expect.poll(() => page.locator('#explain-list li').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await page.locator('#explain-list li').last().click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator('#explain-counter').textContent(), SOON).toMatch(/^Solved in \d+ steps$/);
    expect(await page.locator('#explain-list button[tabindex="0"]').count()).toBe(1);
    await page.locator('#explain-walk').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.querySelector('#explain-list li:last-child button'))).toBe(true);
  }, 60_000);

  it('13: no sideways scroll from 320 px up (WCAG 1.4.10), and every button\'s words inside it', async () => {
    for (const width of [320, 360, 375, 601, 640]) {
      const page = await open(`?puzzle=${EASY}`, { viewport: { width, height: 700 } });
      const layout = await page.evaluate(() => {
        const spilt: string[] = [];
        for (const b of Array.from(document.querySelectorAll<HTMLElement>('.top button, .hint-actions button, .pad button'))) {
          const box = b.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(b);
          const words = range.getBoundingClientRect();
          if (box.right > innerWidth || words.left < box.left - 0.5 || words.right > box.right + 0.5) spilt.push(`${b.id || b.textContent} ${Math.round(box.left)}-${Math.round(box.right)}: words ${Math.round(words.left)}-${Math.round(words.right)}`);
        }
        return { scroll: document.documentElement.scrollWidth, width: document.documentElement.clientWidth, spilt };
      });
      expect(layout.scroll, `${width} px`).toBeLessThanOrEqual(layout.width);
      expect(layout.spilt, `${width} px`).toEqual([]);
      await page.context().close();
    }
  }, 60_000);

  it('14: a cell\'s colour is in its name, as the colour key names it', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('v');
    await page.getByRole('button', { name: 'Colour 3' }).click();
    expect(await cellLabel(page, 1, 1)).toBe('Row 1, column 1, empty, colour 3');
    await page.locator('#board [data-cell="2"]').click();
    await page.keyboard.press('5');
    expect(await cellLabel(page, 1, 3)).toBe('Row 1, column 3, 3, given, colour 5');
  }, 60_000);

  it('15: a hint\'s sentence goes when the grid changes, with its grades', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const intro = await page.locator('#hint-text').textContent();
    for (let g = 1; g <= 2; g++) {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe(String(g));
    }
    expect(await page.locator('#hint-text').textContent()).not.toBe(intro);
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('Shift+4');
    expect(await page.locator('#hint-text').textContent()).toBe(intro);
    expect(await page.locator('.grades li.reached').count()).toBe(0);
  }, 60_000);

  it('16: on a puzzle with several solutions, Check and Solve each say why they cannot (not "no step can be explained")', async () => {
    const page = await open(`?puzzle=${MULTI}`);
    const says = async (button: string): Promise<string> => {
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect.poll(() => page.locator('#hint-text').textContent(), { timeout: 30_000 }).toMatch(new RegExp(`^Cannot ${button.toLowerCase()}:`));
      return (await page.locator('#hint-text').textContent())!;
    };
    expect(await says('Check')).toMatch(/^Cannot check: This puzzle has more than one solution, so there is no one solution to check your digits against\. Its solutions differ in /);
    expect(await says('Solve')).toMatch(/^Cannot solve: This puzzle has more than one solution, so there is no one solution to fill in\. Its solutions differ in /);
  }, 60_000);
  it('17: a hint answered after the grid changed (a digit typed, another puzzle loaded) is dropped, not shown on the new grid', async () => {
    const page = await open(`?puzzle=${EASY}`);
    type Gated = { gate: Promise<void>; release: () => void };
    // the worker's answers wait for the test's release, as they wait behind a slow rating
    await page.evaluate(() => {
      const engine = (window as unknown as { sudokuDemo: { engine: { hint(...args: unknown[]): Promise<unknown> } } }).sudokuDemo.engine;
      const hint = engine.hint.bind(engine);
      engine.hint = async (...args) => {
        await (window as unknown as Gated).gate;
        return hint(...args);
      };
    });
    const intro = await page.locator('#hint-text').textContent();
    const hintAcross = async (change: () => Promise<void>): Promise<void> => {
      await page.evaluate(() => {
        const w = window as unknown as Gated;
        w.gate = new Promise<void>((resolve) => (w.release = resolve));
      });
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await change();
      await page.evaluate(() => (window as unknown as Gated).release());
      await page.waitForFunction(() => document.body.dataset.busy === undefined, undefined, SOON);
      expect(await page.locator('#hint-text').textContent()).toBe(intro);
      expect(await page.locator('#hint-text').getAttribute('data-grade')).toBeNull();
      expect(await page.locator('.grades li.reached').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { sudokuDemo: { tally: { hints: number } } }).sudokuDemo.tally.hints)).toBe(0);
    };
    await hintAcross(async () => {
      await page.locator('#board [data-cell="0"]').click();
      await page.keyboard.press('4');
    });
    await hintAcross(async () => {
      await page.locator('#paste').fill(LAST_MOVE);
      await page.getByRole('button', { name: 'Load puzzle' }).click();
    });
    // what the change itself says stays: Solve's sentence, not the intro over it
    const solved = 'The solution is filled in. Undo takes it back.';
    await page.locator('#paste').fill(EASY);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    await page.evaluate(() => {
      const w = window as unknown as Gated;
      w.gate = new Promise<void>((resolve) => (w.release = resolve));
    });
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect.poll(() => page.locator('#hint-text').textContent(), SOON).toBe(solved);
    await page.evaluate(() => (window as unknown as Gated).release());
    await page.waitForFunction(() => document.body.dataset.busy === undefined, undefined, SOON);
    expect(await page.locator('#hint-text').textContent()).toBe(solved);
  }, 60_000);
  it('18: a key that only moves the cursor rewrites no cell\'s marks (a 16×16 grid of candidates redrew 4,096 marks a key, 150 ms and more)', async () => {
    const [big] = generateSync({ size: 16, seed: 11 });
    const page = await open(`?puzzle=${big.puzzle}`);
    await page.getByRole('button', { name: 'Fill candidates' }).click();
    const empty = [...big.puzzle].findIndex((c, k) => c === '.' && big.puzzle[k + 1] === '.');
    await page.locator(`#board [data-cell="${empty}"]`).click();
    const rewritten = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const cells = new Set<Node>();
          const watch = new MutationObserver((records) => records.forEach((r) => cells.add(r.target)));
          watch.observe(document.getElementById('board')!, { subtree: true, childList: true });
          document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
          setTimeout(() => {
            watch.disconnect();
            resolve(cells.size);
          });
        }),
    );
    expect(await page.evaluate(() => document.activeElement!.getAttribute('aria-label'))).toMatch(/, empty, candidates /);
    expect(rewritten).toBe(0);
  }, 60_000);
  it('19: a paste or link error goes when another puzzle loads (New puzzle), not left under the box', async () => {
    const page = await open('?puzzle=123');
    expect(await page.locator('#paste-error').textContent()).toMatch(/^The puzzle in the link could not be read\./);
    const fresh = async (): Promise<void> => {
      const before = page.url();
      await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
      await page.waitForFunction((url) => location.href !== url && document.body.dataset.busy === undefined, before, SOON);
    };
    await fresh();
    expect(await page.locator('#paste-error').textContent()).toBe('');
    await page.locator('#paste').fill('garbage');
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    expect(await page.locator('#paste-error').textContent()).toMatch(/^That is 7 cells/);
    await fresh();
    expect(await page.locator('#paste-error').textContent()).toBe('');
  }, 60_000);
  it('20: while paused the hint\'s buttons do nothing either (a hint applied then finished the hidden board under the Paused veil)', async () => {
    const page = await open(`?puzzle=${LAST_MOVE}`);
    const intro = await page.locator('#hint-text').textContent();
    const hint = await page.locator('#hint').boundingBox();
    const solve = await page.locator('#solve').boundingBox();
    await page.locator('#pause').click();
    for (const box of [hint!, solve!]) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.evaluate(() => document.body.dataset.busy), SOON).toBeUndefined();
    expect(await page.locator('#hint-text').textContent()).toBe(intro);
    expect(await cellLabel(page, 9, 9)).toBe('Row 9, column 9, empty');
    expect(await page.locator('#complete').isVisible()).toBe(false);
    expect(await page.locator('#hint').evaluate((e) => e.closest('[inert]') !== null)).toBe(true);
  }, 60_000);
  it('21: Check takes the hint place whole: the hint\'s grades and Apply go with its sentence (Apply made a move no longer shown)', async () => {
    const page = await open(`?puzzle=${EASY}`);
    for (let g = 1; g <= 4; g++) {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe(String(g));
    }
    await page.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => page.locator('#hint-text').textContent(), SOON).toBe('No mistakes: no digit placed yet.');
    expect(await page.locator('.grades li.reached').count()).toBe(0);
    expect(await page.locator('#apply').getAttribute('aria-disabled')).toBe('true');
    const before = await page.locator('#board .value').count();
    await page.locator('#apply').focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('#board .value').count()).toBe(before);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe('1');
  }, 60_000);
  it('22: a phone on its side (740×360) gets a board to play on: cells of 24 px at least, the board inside the window\'s height', async () => {
    for (const viewport of [{ width: 740, height: 360 }, { width: 844, height: 390 }]) {
      const page = await open(`?puzzle=${EASY}`, { viewport });
      const { cell, bottom } = await page.evaluate(() => ({
        cell: document.querySelector('#board [role="gridcell"]')!.getBoundingClientRect().width,
        bottom: document.querySelector('#board .board')!.getBoundingClientRect().bottom,
      }));
      expect(cell, `${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(24);
      expect(bottom, `${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(viewport.height);
      await page.context().close();
    }
  }, 60_000);
  it('23: the page\'s own link (what "Share link" writes) pasted into the box loads its puzzle; it was refused as a link to a variant', async () => {
    const page = await open(`?puzzle=${LAST_MOVE}`);
    await page.getByRole('button', { name: 'Share link' }).click();
    const link = (await page.locator('#share-link').getAttribute('href'))!;
    await page.locator('#paste').fill(EASY);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    expect(await page.locator('#board .value').count()).toBe([...EASY].filter((c) => c !== '.').length);
    await page.locator('#paste').fill(` ${link}\n`);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    expect(await page.locator('#paste-error').textContent()).toBe('');
    expect(await page.locator('#board .value').count()).toBe(80);
  }, 60_000);
  it('24: a mode changed by its key (Z/X/C/V, the focus on the grid) is announced; by its radio button clicked too, the focus going back to the grid (page-a11y-tree: by key on the button nothing more is said, the button says it)', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('x');
    expect(await page.locator('#status').textContent()).toBe('Corner mark mode.');
    await page.keyboard.press('c');
    expect(await page.locator('#status').textContent()).toBe('Centre mark mode.');
    await page.keyboard.press('5');
    expect(await cellLabel(page, 1, 1)).toBe('Row 1, column 1, empty, candidates 5');
    expect(await page.locator('#status').textContent()).toBe('R1C1 centre marks 5');
    await page.getByRole('radio', { name: /^Digit/ }).click();
    expect(await page.locator('#status').textContent()).toBe('Digit mode.'); // the focus is on the grid again: the button cannot say it
    await page.locator('#board [data-cell="0"]').focus();
    await page.keyboard.press('v');
    expect(await page.locator('#status').textContent()).toBe('Colour mode.');
  }, 60_000);
});
