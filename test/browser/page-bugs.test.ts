/**
 * The demo page's bugs a player met in the first minute (issue 28's numbered list), then those
 * found by playing whole games as players do (12 on), one test each, in Chromium. Each test
 * failed on the page before its fix: the commit that fixed it says how it failed.
 *
 * Text "shown" means the text a sighted player sees: `innerText` without the visually hidden
 * live region (`.sr-only`), which screen readers hear instead.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { logicSolve, rate, solve, toFpuzzlesLink } from '../../src/index.js';
import { describeBrowser } from '../support/browser.js';
import { axeViolations } from './axe.js';
import { cellLabel, DemoSession, demoSuiteSession, openView, reachStep, shownText } from './demo-page.js';
import { JIGSAW, KILLER, KILLER_6, LINES, SHOWCASE, SOLUTION } from './variant-puzzles.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const HARD = '.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..';
const FORUM_HARDEST = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
/** EASY with its first eight clues gone: many solutions. */
const MULTI = `${'.'.repeat(20)}${EASY.slice(20)}`;
const PHONE = { width: 390, height: 844 };
/** The narrowest phone the page keeps one header row on. */
const SMALL_PHONE = { width: 360, height: 740 };
/** axe impacts checked: the issue asks for no serious or critical one; the page has none of any. */
const ANY = ['minor', 'moderate', 'serious', 'critical'];

/** A box on the page (a DOMRect's four sides). */
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Whether two boxes overlap by more than half a pixel. */
const overlap = (a: Box, b: Box): boolean => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/** Whether `inner` lies inside `outer` (half a pixel's slack). */
const inside = (inner: Box, outer: Box): boolean =>
  inner.left >= outer.left - 0.5 && inner.top >= outer.top - 0.5 && inner.right <= outer.right + 0.5 && inner.bottom <= outer.bottom + 0.5;

/** The game in play as the page holds it (its cells, notes and history, and its puzzle), to compare one moment with another. */
const gameState = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const app = (window as unknown as { sudokuDemo: { game: { snapshot(): unknown }; puzzleLine(): string } }).sudokuDemo;
    return JSON.stringify([app.game.snapshot(), app.puzzleLine()]);
  });

/** The timer's reading in seconds. */
async function timerSeconds(page: Page): Promise<number> {
  const [m, s] = (await page.locator('#timer').textContent())!.split(':').map(Number);
  return m * 60 + s;
}

/** Plays a game a little, as a player: a digit, centre marks, a digit undone (history both ways); then two seconds on the clock. */
async function playALittle(page: Page): Promise<void> {
  await page.locator('#board .cell:not(.given)').nth(0).click();
  await page.keyboard.press('4');
  await page.locator('#board .cell:not(.given)').nth(1).click();
  await page.keyboard.press('c');
  await page.keyboard.press('5');
  await page.keyboard.press('7');
  await page.keyboard.press('z');
  await page.locator('#board .cell:not(.given)').nth(2).click();
  await page.keyboard.press('6');
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => document.getElementById('timer')!.textContent! >= '0:02');
}

/**
 * The ink of cell `cell`'s digit and of its cage's sum (what each adds to the cell as drawn,
 * page pixels): screenshots of the cell with the rules' labels or the digit hidden, compared.
 */
async function digitAndSumInk(page: Page, cell: number): Promise<{ digit: Box; sum: Box }> {
  const at = page.locator(`#board [data-cell="${cell}"]`);
  const box = (await at.boundingBox())!;
  const shot = async (hide: string): Promise<string> => {
    const style = await page.addStyleTag({ content: `${hide} { visibility: hidden !important; }` });
    const png = await page.screenshot({ clip: box, animations: 'disabled' });
    await style.evaluate((e) => (e as Element).remove());
    return png.toString('base64');
  };
  const value = `#board [data-cell="${cell}"] .value`;
  const [none, digit, sum] = [await shot(`${value}, #board .labels-layer, #board .rules-layer`), await shot('#board .labels-layer, #board .rules-layer'), await shot(`${value}, #board .rules-layer`)];
  return page.evaluate(
    async ({ none, digit, sum, x, y }) => {
      const pixels = async (png: string): Promise<ImageData> => {
        const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
        const g = new OffscreenCanvas(image.width, image.height).getContext('2d')!;
        g.drawImage(image, 0, 0);
        return g.getImageData(0, 0, image.width, image.height);
      };
      const base = await pixels(none);
      const ink = async (png: string) => {
        const p = await pixels(png);
        let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
        for (let i = 0; i < p.data.length; i += 4) {
          if (Math.abs(p.data[i] - base.data[i]) + Math.abs(p.data[i + 1] - base.data[i + 1]) + Math.abs(p.data[i + 2] - base.data[i + 2]) < 120) continue;
          const [px, py] = [(i / 4) % p.width, Math.floor(i / 4 / p.width)];
          [left, top, right, bottom] = [Math.min(left, px), Math.min(top, py), Math.max(right, px + 1), Math.max(bottom, py + 1)];
        }
        return { left: x + left, top: y + top, right: x + right, bottom: y + bottom };
      };
      return { digit: await ink(digit), sum: await ink(sum) };
    },
    { none, digit, sum, x: box.x, y: box.y },
  );
}

/** Gives a board's cells marks as the player would (the app's commands, then one redraw): [cell, corner digits, centre digits]. */
async function setMarks(page: Page, marks: readonly (readonly [number, readonly number[], readonly number[]])[]): Promise<void> {
  await page.evaluate((list) => {
    const app = (window as unknown as { sudokuDemo: { game: { toggleMark(kind: string, c: number[], d: number): boolean }; changed(): void } }).sudokuDemo;
    for (const [cell, corner, centre] of list) {
      for (const d of corner) app.game.toggleMark('corner', [cell], d);
      for (const d of centre) app.game.toggleMark('centre', [cell], d);
    }
    app.changed();
  }, marks as [number, number[], number[]][]);
}

/** The boxes of a cell and of its marks, as drawn: each corner mark, each centre mark. */
function markBoxes(page: Page, cell: number): Promise<{ cell: Box; corner: Box[]; centre: Box[] }> {
  return page.locator(`#board [data-cell="${cell}"]`).evaluate((el) => {
    const box = (e: Element): Box => {
      const { left, top, right, bottom } = e.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    // corner marks drawn as one run of text (no mark of its own) count as one box
    const corner = el.querySelectorAll('.corner [data-d]').length > 0 ? el.querySelectorAll('.corner [data-d]') : el.querySelectorAll('.corner');
    return { cell: box(el), corner: Array.from(corner, box), centre: Array.from(el.querySelectorAll('.cand[data-d]'), box) };
  });
}

/**
 * What is wrong with a cell's marks, in words (none: an empty list): a corner mark out of the
 * cell (or out of `within`, a cage's dashed line), away from its edges, over another mark or
 * over `keepClear` (a cage's sum); a centre mark over another, out of the cell, or on more than
 * `lines` lines.
 */
function markProblems(m: { cell: Box; corner: Box[]; centre: Box[] }, options: { within?: Box; keepClear?: Box; lines?: number } = {}): string[] {
  const problems: string[] = [];
  const side = m.cell.right - m.cell.left;
  const all = [...m.corner.map((b) => ['corner', b] as const), ...m.centre.map((b) => ['centre', b] as const)];
  all.forEach(([kind, b], i) => {
    for (const bounds of [m.cell, options.within ?? m.cell]) if (!inside(b, bounds)) problems.push(`${kind} mark ${i} out of bounds: ${JSON.stringify(b)} not in ${JSON.stringify(bounds)}`);
    if (options.keepClear && overlap(b, options.keepClear)) problems.push(`${kind} mark ${i} over the cage's sum`);
    for (const [otherKind, other] of all.slice(i + 1)) if (overlap(b, other)) problems.push(`${kind} mark ${i} over a ${otherKind} mark`);
  });
  for (const [i, b] of m.corner.entries()) {
    const fromEdge = Math.min(b.left - m.cell.left, m.cell.right - b.right, b.top - m.cell.top, m.cell.bottom - b.bottom);
    if (fromEdge > 0.2 * side) problems.push(`corner mark ${i} ${fromEdge.toFixed(1)} px from the cell's edges, in its middle`);
  }
  const lines = new Set(m.centre.map((b) => Math.round(b.top))).size;
  if (options.lines !== undefined && lines > options.lines) problems.push(`centre marks on ${lines} lines`);
  return problems;
}

const occurrences = (haystack: string, needle: string): number => haystack.split(needle).length - 1;

/** Places EASY's solution in every open cell but the last one; returns the solution and that cell. */
async function fillAllButLast(page: Page): Promise<{ solution: string; last: number }> {
  const solution = solve(EASY).solution!;
  const last = [...EASY].lastIndexOf('.');
  await page.evaluate(
    ([s, lastCell]) => {
      const app = (window as unknown as { sudokuDemo: { game: { placeDigit(c: number[], d: number): boolean }; changed(): void } }).sudokuDemo;
      for (let c = 0; c < 81; c++) if (c !== lastCell && (s as string)[c] !== '.') app.game.placeDigit([c], Number((s as string)[c]));
      app.changed();
    },
    [solution.replace(/./g, (ch, i) => (EASY[i] === '.' ? ch : '.')), last] as const,
  );
  return { solution, last };
}

/**
 * The hint's chain links on the play board as drawn (their ends, in page pixels) and each linked
 * candidate's box (`.cand.cause`), for checking where the links go; read after the next frame,
 * whose callbacks move the links to their candidates (web/src/grid/view.ts).
 */
async function linksAndCandidates(page: Page): Promise<{ links: { a: { x: number; y: number }; b: { x: number; y: number } }[]; candidates: (Box & { name: string })[] }> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  return page.evaluate(() => {
    const candidates = Array.from(document.querySelectorAll('#board .cand.cause'), (e) => {
      const { left, top, right, bottom } = e.getBoundingClientRect();
      return { name: `cell ${e.closest('[data-cell]')!.getAttribute('data-cell')} ${e.getAttribute('data-d')}`, left, top, right, bottom };
    });
    const links = Array.from(document.querySelectorAll<SVGLineElement>('#board .overlay line.link'), (line) => {
      const m = line.getScreenCTM()!;
      const end = (x: number, y: number) => ({ x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f });
      return { a: end(line.x1.baseVal.value, line.y1.baseVal.value), b: end(line.x2.baseVal.value, line.y2.baseVal.value) };
    });
    return { links, candidates };
  });
}

/** The links of {@link linksAndCandidates} drawn over the middle of a linked candidate (where its digit is), in words. */
function linksOverDigits({ links, candidates }: Awaited<ReturnType<typeof linksAndCandidates>>): string[] {
  const out: string[] = [];
  for (const [i, { a, b }] of links.entries()) {
    for (const c of candidates) {
      const [w, h] = [c.right - c.left, c.bottom - c.top];
      for (let t = 0; t <= 1; t += 0.005) {
        const [x, y] = [a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t];
        if (x > c.left + 0.3 * w && x < c.right - 0.3 * w && y > c.top + 0.3 * h && y < c.bottom - 0.3 * h) {
          out.push(`link ${i} over ${c.name}`);
          break;
        }
      }
    }
  }
  return out;
}

/** The ends of the links of {@link linksAndCandidates} that are not on a linked candidate's ring (2 px slack), in words. */
function linkEndsAway({ links, candidates }: Awaited<ReturnType<typeof linksAndCandidates>>): string[] {
  const out: string[] = [];
  for (const [i, link] of links.entries()) {
    for (const end of [link.a, link.b]) {
      const near = candidates.some((c) => {
        const [cx, cy, r] = [(c.left + c.right) / 2, (c.top + c.bottom) / 2, Math.max(c.right - c.left, c.bottom - c.top) / 2];
        return Math.hypot(end.x - cx, end.y - cy) <= r + 2;
      });
      if (!near) out.push(`link ${i} ends at (${end.x.toFixed(0)}, ${end.y.toFixed(0)}), on no linked candidate`);
    }
  }
  return out;
}

describeBrowser('demo page: the bugs of issue 28', (executablePath) => {
  const session = demoSuiteSession(executablePath);
  const open = (...args: Parameters<DemoSession['open']>): Promise<Page> => session().open(...args);
  const hintButton = (page: Page) => page.getByRole('button', { name: 'Hint', exact: true });

  it('1: no "solved" message on load, after a paste, or for a link to a puzzle with several solutions', async () => {
    const page = await open(`?puzzle=${EASY}`);
    expect(await page.locator('#status').textContent()).not.toMatch(/solved/i);
    expect(await shownText(page)).not.toMatch(/solved/i);
    await page.locator('#paste').fill(HARD);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    expect(await page.locator('#status').textContent()).not.toMatch(/solved/i);
    const multi = await open(`?puzzle=${MULTI}`);
    expect(await multi.locator('#status').textContent()).not.toMatch(/solved/i);
    expect(await shownText(multi)).not.toMatch(/solved/i);
  }, 60_000);

  it('2: Delete gives back what a digit took (its own candidates and its peers\'), so the next hint is no "mistake"', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.getByRole('button', { name: 'Fill candidates' }).click();
    const marks = () => page.evaluate(() => Array.from((window as unknown as { sudokuDemo: { game: { centre: Int32Array } } }).sudokuDemo.game.centre));
    const before = await marks();
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('8');
    expect(await cellLabel(page, 1, 1)).toMatch(/^Row 1, column 1, 8/);
    await page.keyboard.press('Delete');
    expect(await marks()).toEqual(before);
    expect(await cellLabel(page, 1, 1)).toContain('candidates 4 5');
    await hintButton(page).click();
    await expect.poll(() => page.locator('#hint-text').getAttribute('data-kind'), { timeout: 30_000 }).toBe('step');
  }, 60_000);

  it('3: a hint and an explanation step are shown once, and a long sentence never moves the board', async () => {
    const page = await open(`?puzzle=${EASY}`, { viewport: PHONE });
    const board = async () => (await page.locator('#board .board').boundingBox())!.y;
    const top = await board();
    for (let g = 1; g <= 4; g++) {
      await hintButton(page).click();
      await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe(String(g));
      expect(await board()).toBe(top);
    }
    const sentence = (await page.locator('#hint-text').textContent())!;
    expect(occurrences(await shownText(page), sentence)).toBe(1);

    const wide = await open(`?puzzle=${FORUM_HARDEST}`);
    await wide.getByRole('tab', { name: 'Explanation' }).click();
    await wide.getByRole('button', { name: 'Explain this puzzle' }).click();
    const { steps } = logicSolve(FORUM_HARDEST);
    const k = steps.findIndex((s) => s.text.length > 1600);
    await expect.poll(() => wide.locator('#explain-list li').count(), { timeout: 30_000 }).toBe(steps.length);
    const explainTop = (await wide.locator('#explain-board .board').boundingBox())!.y;
    const first = (await wide.locator('#explain-text').textContent())!;
    expect(occurrences(await shownText(wide), first)).toBe(1);
    await wide.locator('#explain-list li').nth(k).click();
    expect((await wide.locator('#explain-board .board').boundingBox())!.y).toBe(explainTop);
    const place = (await wide.locator('#explain-text').boundingBox())!;
    await wide.locator('#explain-list li').nth(0).click();
    expect((await wide.locator('#explain-text').boundingBox())!.height).toBe(place.height);
    expect(occurrences(await shownText(wide), steps[k].text)).toBe(0); // the 1,685 characters are not shown whole
  }, 90_000);

  it('4: an explanation finishing in the background writes nothing on Play, nor for a puzzle no longer loaded', async () => {
    const page = await open(`?puzzle=${FORUM_HARDEST}`);
    await openView(page, 'Explanation');
    // Explain, then Play, in one task of the page: the explanation (the worker's job) cannot
    // finish in between, as it could between two clicks of the test on a fast run
    await page.evaluate(() => {
      document.getElementById('explain-start')!.click();
      document.getElementById('tab-play')!.click();
    });
    expect(await page.getByRole('tab', { name: 'Play' }).getAttribute('aria-selected')).toBe('true');
    const { steps } = logicSolve(FORUM_HARDEST);
    await expect.poll(() => page.locator('#explain-list li').count(), { timeout: 30_000 }).toBe(steps.length);
    const shown = await shownText(page);
    expect(shown).not.toContain(steps[0].text.slice(0, 40));
    expect(shown).not.toMatch(/Explaining/);
    expect(await page.locator('#status').textContent()).not.toContain(steps[0].text.slice(0, 40));
    // another puzzle loaded while an explanation runs: nothing of the old one appears
    await page.getByRole('tab', { name: 'Explanation' }).click();
    await page.locator('#paste').evaluate((el, line) => ((el as HTMLTextAreaElement).value = line), EASY);
    await page.getByRole('button', { name: 'Explain this puzzle' }).click();
    await page.evaluate((line) => (window as unknown as { sudokuDemo: { loadText(t: string): void } }).sudokuDemo.loadText(line), HARD);
    await page.waitForTimeout(1500);
    expect(await page.locator('#explain-list li').count()).toBe(0);
    expect(await page.locator('#status').textContent()).not.toMatch(/Step 1|Explaining/);
  }, 90_000);

  it('5: the vague hint names the technique with the right article ("an XY-Wing")', async () => {
    const page = await open(`?puzzle=${HARD}`);
    const { steps } = logicSolve(HARD);
    const k = steps.findIndex((s) => s.technique === 'xy-wing');
    await reachStep(page, steps.slice(0, k));
    for (let g = 1; g <= 2; g++) {
      await hintButton(page).click();
      await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe(String(g));
    }
    const text = (await page.locator('#hint-text').textContent())!;
    expect(text).toMatch(/\ban XY-wing\b/);
    expect(text).not.toMatch(/\ba xy-wing\b/i);
  }, 60_000);

  it('6: a repeated digit says more at "What" than at "Where"; a hint on a solved grid ticks no grade', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('3'); // r1c3 is a given 3
    await hintButton(page).click();
    await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe('1');
    const where = await page.locator('#hint-text').textContent();
    await hintButton(page).click();
    await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe('2');
    const what = await page.locator('#hint-text').textContent();
    expect(what).not.toBe(where);
    expect(what).toMatch(/given/);
    await page.keyboard.press('Control+z');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect.poll(() => page.locator('#board .value').count(), { timeout: 30_000 }).toBe(81);
    await hintButton(page).click();
    await expect.poll(() => page.locator('#hint-text').getAttribute('data-kind'), { timeout: 30_000 }).toBe('solved');
    expect(await page.locator('.grades li.reached').count()).toBe(0);
  }, 60_000);

  it('7: paste errors are in player words and name the place', async () => {
    const page = await open();
    const cases: [string, RegExp][] = [
      [`${EASY.slice(0, 40)}x${EASY.slice(41)}`, /r5c5/],
      [EASY.slice(0, 80), /80/],
      [`33${EASY.slice(2)}`, /r1c1|r1c2|row 1/],
    ];
    for (const [text, place] of cases) {
      await page.locator('#paste').fill(text);
      await page.getByRole('button', { name: 'Load puzzle' }).click();
      const error = (await page.locator('#paste-error').textContent())!;
      expect(error).toMatch(place);
      expect(error).not.toMatch(/options|stands for|symbol|cell \d|line \d|column \d+:/);
    }
  }, 60_000);

  it('8: backtracking says it stopped (not "done") at its event cap; Pause keeps the keyboard focus', async () => {
    const page = await open(`?puzzle=${FORUM_HARDEST}`);
    await page.getByRole('tab', { name: 'Backtracking' }).click();
    await page.locator('#bt-speed').fill('5');
    await page.locator('#bt-start').click();
    await expect.poll(() => page.locator('#bt-asc-count').getAttribute('data-done'), { timeout: 60_000 }).toBe('true');
    await expect.poll(() => page.locator('#bt-shuf-count').getAttribute('data-done'), { timeout: 60_000 }).toBe('true');
    const status = (await page.locator('#status').textContent())!;
    expect(status).not.toMatch(/done/i);
    expect(status).toMatch(/stopped/i);
    // Pause by keyboard: the focus stays on the control (now "Resume")
    await page.locator('#bt-speed').fill('0');
    await page.locator('#bt-start').click();
    await expect.poll(() => page.locator('#bt-pause').isEnabled(), { timeout: 30_000 }).toBe(true);
    await page.locator('#bt-pause').focus();
    await page.keyboard.press('Enter');
    const focused = await page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent }));
    expect(focused.tag).toBe('BUTTON');
    expect(focused.text).toMatch(/Resume/);
  }, 120_000);

  it('9: 16×16: the generated puzzle finishes by logic (its rating and explanation have no guess); Undo names G', async () => {
    const page = await open();
    await page.locator('#size').selectOption('16');
    await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
    await expect.poll(() => page.locator('#board [role="gridcell"]').count(), { timeout: 60_000 }).toBe(256);
    await expect.poll(() => page.locator('#rating').getAttribute('data-level'), { timeout: 60_000 }).not.toBe('');
    expect(await page.locator('#rating').textContent()).not.toMatch(/Guess/);
    const line = new URL(page.url()).searchParams.get('puzzle')!;
    const rating = rate(line);
    expect(rating.guesses).toBe(0);
    expect(logicSolve(line).status).toBe('solved');
    const empty = [...line].findIndex((c) => c === '.');
    await page.locator(`#board [data-cell="${empty}"]`).click();
    await page.keyboard.press('g');
    expect(await page.locator('#status').textContent()).toMatch(/^R\d+C\d+ G$/);
    // undo says what the cell holds again: G, after the Delete it takes back
    await page.keyboard.press('Delete');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    const status = (await page.locator('#status').textContent())!;
    expect(status).toMatch(/^Undo: R\d+C\d+ G$/);
    expect(status).not.toMatch(/16/);
  }, 180_000);

  it('10: axe finds no problem (none serious or critical, none at all); the mode radiogroup is one tab stop moved by arrows; steps and vertices work by keyboard', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await open(`?puzzle=${HARD}`, { colorScheme });
      await page.getByRole('button', { name: 'Fill candidates' }).click();
      expect(await axeViolations(page, ANY), `Play, ${colorScheme}`).toEqual([]);
      for (const view of ['Explanation', 'Graph', 'Backtracking']) {
        await openView(page, view);
        if (view === 'Explanation') {
          await page.getByRole('button', { name: 'Explain this puzzle' }).click();
          await expect.poll(() => page.locator('#explain-list li').count(), { timeout: 30_000 }).toBeGreaterThan(0);
        }
        expect(await axeViolations(page, ANY), `${view}, ${colorScheme}`).toEqual([]);
      }
    }
    const page = await open(`?puzzle=${HARD}`);
    const radios = page.locator('[role="radiogroup"] [role="radio"]');
    expect(await radios.evaluateAll((rs) => rs.filter((r) => (r as HTMLElement).tabIndex >= 0).length)).toBe(1);
    await radios.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await radios.nth(1).getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('radio');
    // explanation steps by keyboard
    await page.getByRole('tab', { name: 'Explanation' }).click();
    await page.getByRole('button', { name: 'Explain this puzzle' }).click();
    await expect.poll(() => page.locator('#explain-list li').count(), { timeout: 30_000 }).toBeGreaterThan(2);
    const third = page.locator('#explain-list [tabindex], #explain-list button').nth(2);
    await third.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#explain-counter').textContent(), { timeout: 30_000 }).toMatch(/^Step 3 of/);
    // a graph vertex by keyboard
    await page.getByRole('tab', { name: 'Graph' }).click();
    const vertex = page.locator('#graph-host .vertex[tabindex]').first();
    await vertex.focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('#graph-host .vertex.picked').count()).toBe(1);
  }, 180_000);

  it('11: finishing is a moment (time, hints, mistakes, next puzzle); one-row header and 44 px targets on a phone', async () => {
    const page = await open(`?puzzle=${EASY}`, { viewport: PHONE });
    const header = (await page.locator('header').first().boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(56);
    for (const name of ['Digit 5', 'Undo', 'Delete', 'Hint']) {
      const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.width, name).toBeGreaterThanOrEqual(44);
    }
    const { solution, last } = await fillAllButLast(page);
    await page.locator(`#board [data-cell="${last}"]`).click();
    await page.keyboard.press(solution[last]);
    const done = page.locator('#complete');
    await expect.poll(() => done.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await done.textContent()).toMatch(/\d+:\d\d/);
    expect(await done.textContent()).toMatch(/hints?/i);
    expect(await done.textContent()).toMatch(/mistakes?/i);
    expect(await page.getByRole('button', { name: 'Next puzzle' }).isVisible()).toBe(true);
  }, 60_000);

  // Found by playing the page as a player would (mouse, touch, keyboard; phone and desktop)

  it('12: the last digit clicked on the number pad gives the focus to "Next puzzle", as one typed in the grid does', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const { solution, last } = await fillAllButLast(page);
    await page.locator(`#board [data-cell="${last}"]`).click();
    await page.getByRole('button', { name: `Digit ${solution[last]}`, exact: true }).click();
    await expect.poll(() => page.locator('#complete').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('next');
    await page.keyboard.press('Enter'); // the next puzzle, as the button says
    await expect.poll(() => page.locator('#complete').isVisible(), { timeout: 60_000 }).toBe(false);
  }, 90_000);

  it('13: a cell\'s corner marks and centre marks do not overlap, on a desktop and on a phone', async () => {
    for (const viewport of [undefined, PHONE]) {
      const page = await open(`?puzzle=${EASY}`, { viewport });
      await page.locator('#board [data-cell="0"]').click();
      for (const key of ['Shift+1', 'Shift+2', 'Control+1', 'Control+2', 'Control+3']) await page.keyboard.press(key);
      expect(await cellLabel(page, 1, 1)).toBe('Row 1, column 1, empty, candidates 1 2 3, corner marks 1 2');
      const { cornerBottom, centreTop } = await page.locator('#board [data-cell="0"]').evaluate((cell) => ({
        cornerBottom: Math.max(...Array.from(cell.querySelectorAll('.corner [data-d]'), (c) => c.getBoundingClientRect().bottom)),
        centreTop: Math.min(...Array.from(cell.querySelectorAll('.cand[data-d]'), (c) => c.getBoundingClientRect().top)),
      }));
      expect(centreTop, viewport ? 'phone' : 'desktop').toBeGreaterThanOrEqual(cornerBottom);
    }
  }, 60_000);

  it('14: after a click on Hint, Check or Solve\'s row of buttons, typing goes on in the grid, as after a click on the number pad', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.locator('#board [data-cell="0"]').click();
    await hintButton(page).click();
    await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe('1');
    await page.keyboard.press('4');
    expect(await cellLabel(page, 1, 1)).toBe('Row 1, column 1, 4');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect.poll(() => page.locator('#hint-text').getAttribute('data-kind'), { timeout: 30_000 }).toBe('check');
    await page.keyboard.press('Backspace');
    expect(await cellLabel(page, 1, 1)).toBe('Row 1, column 1, empty');
    // by keyboard the focus stays on the button: Enter asks for the next grade
    await hintButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe('1');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe('2');
  }, 60_000);

  it('15: a classic puzzle with no solution (no clue repeated) says so at load, linked or pasted, as one with several does', async () => {
    const none = `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`; // r1c9 can hold no digit
    const linked = await open(`?puzzle=${none}`);
    await expect.poll(() => linked.locator('#hint-text').getAttribute('data-kind'), { timeout: 30_000 }).toBe('none');
    expect(await linked.locator('#hint-text').textContent()).toMatch(/no solution/);
    expect(await linked.locator('#status').textContent()).toMatch(/no solution/);
    const pasted = await open(`?puzzle=${EASY}`);
    await pasted.locator('#paste').fill(none);
    await pasted.getByRole('button', { name: 'Load puzzle' }).click();
    await expect.poll(() => pasted.locator('#hint-text').getAttribute('data-kind'), { timeout: 30_000 }).toBe('none');
    expect(await shownText(pasted)).toMatch(/This puzzle has no solution/);
  }, 60_000);

  it('16: New puzzle pressed again with another kind or size while one is being made makes the one asked for last', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.locator('#size').selectOption('16'); // a 16×16 puzzle takes seconds
    await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
    await page.waitForFunction(() => document.body.dataset.busy === 'generate');
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('killer');
    await page.locator('#size').selectOption('4');
    await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
    await page.waitForFunction(() => !document.body.dataset.busy, undefined, { timeout: 60_000 });
    expect(await page.locator('#board [role="gridcell"]').count()).toBe(16);
    await page.waitForSelector('#board .rules-layer .rule-killer');
    expect(await page.locator('#new-progress').textContent()).toBe('');
  }, 90_000);

  it('17: corner marks of any count stand on the cell\'s edges, clear of the centre marks and of each other (9×9 1-9, 16×16 1-16, 4×4, 6×6), desktop and phone', async () => {
    const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
    for (const viewport of [undefined, SMALL_PHONE]) {
      const where = viewport ? 'phone' : 'desktop';
      for (const [query, side] of [[`?puzzle=${EASY}`, 9], [`?puzzle=${'.'.repeat(256)}`, 16], [`?puzzle=${'.'.repeat(16)}`, 4]] as const) {
        const page = await open(query, { viewport });
        const cell = 1; // r1c2 and r2c2: empty in each
        // the centre marks: a few, then all of them (a full cell with all its corner marks)
        await setMarks(page, [[cell, [], range(side === 4 ? 2 : 3)], [cell + side, [], range(side)]]);
        for (let k = 1; k <= side; k++) {
          await setMarks(page, [[cell, [k], []], [cell + side, [k], []]]);
          for (const c of [cell, cell + side]) {
            const m = await markBoxes(page, c);
            expect(markProblems(m, { lines: 2 }), `${side}×${side} r${Math.floor(c / side) + 1}c${(c % side) + 1}, ${k} corner marks, ${where}`).toEqual([]);
            expect(m.corner, `${side}×${side}, ${where}`).toHaveLength(k);
          }
        }
      }
      // 6×6 (boxes of 2×3): the corner marks of a killer's cell too
      const six = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(KILLER_6))}`, { viewport });
      await six.waitForSelector('#board .rules-layer .rule-killer.part-cage');
      await setMarks(six, [[20, range(6), range(6)], [21, range(6), [2, 5]]]);
      for (const c of [20, 21]) expect(markProblems(await markBoxes(six, c), { lines: 2 }), `6×6 cell ${c}, ${where}`).toEqual([]);
    }
  }, 180_000);

  it('18: in a killer cage\'s sum cell every mark (candidates, corner marks, centre marks) keeps inside the cage\'s dashed line and clear of its sum, desktop and phone', async () => {
    for (const viewport of [undefined, SMALL_PHONE, PHONE]) {
      const where = viewport ? `${viewport.width} px` : 'desktop';
      const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(KILLER))}`, { viewport });
      await page.waitForSelector('#board .labels-layer .rule-killer.part-sum');
      /** The inside of cage `k`'s dashed line (its path's box, less half its stroke) and its sum's backing. */
      const cage = (k: number): Promise<{ within: Box; keepClear: Box }> =>
        page.evaluate((k) => {
          const path = document.querySelectorAll('#board .rules-layer .rule-killer.part-cage')[k] as SVGPathElement;
          const { left, top, right, bottom } = path.getBoundingClientRect();
          const half = Number.parseFloat(getComputedStyle(path).strokeWidth) * (path.getScreenCTM()?.a ?? 1) / 2;
          const sum = document.querySelectorAll('#board .labels-layer .rule-killer.part-sum-back')[k].getBoundingClientRect();
          return { within: { left: left + half, top: top + half, right: right - half, bottom: bottom - half }, keepClear: { left: sum.left, top: sum.top, right: sum.right, bottom: sum.bottom } };
        }, k);
      // r3c1 holds the sum 22 of a cage of one row (its top, left and bottom edges are the cage's)
      // and r1c1 the sum 14 of a 2×2 cage: all candidates first (Fill candidates)
      await page.getByRole('button', { name: 'Fill candidates' }).click();
      for (const [cell, k] of [[18, 3], [0, 0]] as const) {
        const m = await markBoxes(page, cell);
        expect(m.centre.length).toBeGreaterThan(1);
        expect(markProblems(m, await cage(k)), `r${cell / 9 + 1}c1, candidates, ${where}`).toEqual([]);
      }
      // then corner marks, one more at a time, with the candidates (drawn in the middle left)
      for (let d = 1; d <= 9; d++) {
        await setMarks(page, [[18, [d], []], [0, [d], []]]);
        for (const [cell, k] of [[18, 3], [0, 0]] as const) {
          expect(markProblems(await markBoxes(page, cell), { ...(await cage(k)), lines: 2 }), `r${cell / 9 + 1}c1, ${d} corner marks, ${where}`).toEqual([]);
        }
      }
    }
  }, 180_000);

  it('19: the header is one row on a 360 px phone (its tabs and the theme button side by side, 44 px targets)', async () => {
    const page = await open(`?puzzle=${EASY}`, { viewport: SMALL_PHONE });
    const header = (await page.locator('header').first().boundingBox())!;
    const buttons = await page.locator('header button').evaluateAll((all) => all.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
    expect(buttons).toHaveLength(5);
    for (const b of buttons) {
      expect(b.top, 'all on one row').toBeCloseTo(buttons[0].top, 0);
      expect(b.height).toBeGreaterThanOrEqual(44);
      expect(b.width).toBeGreaterThanOrEqual(44);
      expect(b.right).toBeLessThanOrEqual(360);
    }
    expect(header.height).toBeLessThanOrEqual(56);
  }, 60_000);

  it('20: Hint pressed four times at once, while the first hint is being found, shows the fourth grade (presses while busy were dropped)', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.evaluate(() => {
      const button = document.getElementById('hint')!;
      for (let i = 0; i < 4; i++) button.click();
    });
    const step = logicSolve(EASY).steps[0]!;
    await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe('4');
    expect((await page.locator('#hint-text').textContent())!.toLowerCase()).toContain(step.name.toLowerCase());
  }, 60_000);
  it('21: on a 360 px phone a 16×16 cell\'s marks (2-5 px there) are read in full at a legible size in the bar above the board, for the selected cell', async () => {
    const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
    const page = await open(`?puzzle=${'.'.repeat(256)}`, { viewport: SMALL_PHONE });
    await setMarks(page, [[18, range(16), range(16)], [19, [], [2, 11, 16]]]);
    // the marks in the cell itself: too small to read on a phone (the fallback's reason)
    // (polled: a mark read while the board draws again is detached, its computed size empty)
    const drawn = (): Promise<number> => page.locator('#board [data-cell="18"] .cand[data-d]').first().evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize));
    await expect.poll(drawn).toBeLessThan(6);
    await page.locator('#board [data-cell="18"]').click();
    const lens = page.locator('#lens');
    await expect.poll(() => lens.isVisible()).toBe(true);
    expect(await lens.textContent()).toBe('r2c3: corner 123456789ABCDEFG · centre 123456789ABCDEFG');
    expect(await lens.evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(13);
    const board = (await page.locator('#board').boundingBox())!;
    const box = (await lens.boundingBox())!;
    expect(box.y + box.height, 'above the board').toBeLessThanOrEqual(board.y + 0.5);
    expect(await lens.evaluate((e) => e.scrollHeight <= e.clientHeight), 'read in full').toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => lens.textContent()).toBe('r2c4: centre 2BG');
    // a cell with no marks: the rating shows again (nothing moves: test 56)
    await page.keyboard.press('ArrowRight');
    expect(await lens.textContent()).toBe('');
    expect(await lens.isVisible()).toBe(false);
    // on a 9×9 board, and on a desktop, the cells' marks are large enough: no line
    expect(await (await open(`?puzzle=${EASY}`, { viewport: SMALL_PHONE })).locator('#lens').isVisible()).toBe(false);
    expect(await (await open(`?puzzle=${'.'.repeat(256)}`)).locator('#lens').isVisible()).toBe(false);
  }, 60_000);

  it('22: Restart clears the player\'s digits, marks and colours (the givens stay) as one step that Undo takes back', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await setMarks(page, [[1, [4], [5, 7]]]);
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('4');
    await page.keyboard.press('v');
    await page.keyboard.press('3');
    await page.keyboard.press('z');
    const played = await page.$$eval('#board [role="gridcell"]', (cells) => cells.map((c) => c.getAttribute('aria-label')));
    await page.getByRole('button', { name: 'Restart' }).click();
    expect(await cellLabel(page, 1, 1)).toBe('Row 1, column 1, empty');
    expect(await cellLabel(page, 1, 2)).toBe('Row 1, column 2, empty');
    expect(await cellLabel(page, 1, 3)).toBe('Row 1, column 3, 3, given');
    expect(await page.locator('#status').textContent()).toMatch(/^Restarted/);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await page.$$eval('#board [role="gridcell"]', (cells) => cells.map((c) => c.getAttribute('aria-label')))).toEqual(played);
    // a grid "Solve" filled, restarted, is the player's to finish; Undo gives back Solve's grid, uncelebrated
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.locator('#board .cell .value').count()).toBe(81);
    await page.getByRole('button', { name: 'Restart' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await page.locator('#board .cell .value').count()).toBe(81);
    expect(await page.locator('#complete').isHidden()).toBe(true);
  }, 60_000);
  it('23: a hint\'s chain links stop at the rings of their candidates: no link is drawn over a linked candidate\'s digit (light and dark, desktop and phone)', async () => {
    const steps = logicSolve(HARD).steps;
    const k = steps.findIndex((s) => s.name === 'XY-Wing');
    expect(k).toBeGreaterThan(0);
    for (const [viewport, colorScheme] of [[undefined, 'light'], [SMALL_PHONE, 'dark']] as const) {
      const page = await open(`?puzzle=${HARD}`, { viewport, colorScheme });
      await reachStep(page, steps.slice(0, k));
      for (let grade = 1; grade <= 4; grade++) {
        await hintButton(page).click();
        await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe(String(grade));
      }
      const drawn = await linksAndCandidates(page);
      expect(drawn.links.length, colorScheme).toBeGreaterThan(0);
      expect(drawn.candidates.length, colorScheme).toBeGreaterThan(3);
      expect(linksOverDigits(drawn), colorScheme).toEqual([]);
    }
  }, 120_000);
  it('24: a hint\'s chain link ends on its candidate wherever the cell draws it: beside corner marks too (centre marks in the middle)', async () => {
    const steps = logicSolve(HARD).steps;
    const k = steps.findIndex((s) => s.name === 'XY-Wing');
    for (const viewport of [undefined, SMALL_PHONE]) {
      const page = await open(`?puzzle=${HARD}`, { viewport });
      await reachStep(page, steps.slice(0, k));
      // the pivot r7c7 and a pincer r9c8 with corner marks: their centre marks drawn in the middle, on one line
      await setMarks(page, [[60, [1, 2, 3], []], [79, [4], []]]);
      for (let grade = 1; grade <= 4; grade++) {
        await hintButton(page).click();
        await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe(String(grade));
      }
      const drawn = await linksAndCandidates(page);
      expect(drawn.links.length).toBeGreaterThan(0);
      expect(linkEndsAway(drawn), viewport ? 'phone' : 'desktop').toEqual([]);
      expect(linksOverDigits(drawn), viewport ? 'phone' : 'desktop').toEqual([]);
    }
  }, 120_000);
  it('25: corner marks in a hint\'s cells stand inside the cells\' rings (a pivot\'s 4 px ring, a pincer\'s dashed one hid them), desktop and phone, light and dark', async () => {
    const steps = logicSolve(HARD).steps;
    const k = steps.findIndex((s) => s.name === 'XY-Wing');
    for (const [viewport, colorScheme] of [[undefined, 'light'], [SMALL_PHONE, 'dark'], [PHONE, 'light']] as const) {
      const page = await open(`?puzzle=${HARD}`, { viewport, colorScheme });
      await reachStep(page, steps.slice(0, k));
      await setMarks(page, [[60, [1, 2, 3, 4], []], [79, [4, 6], []]]);
      for (let grade = 1; grade <= 3; grade++) {
        await hintButton(page).click();
        await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe(String(grade));
      }
      for (const [cell, role] of [[60, 'pivot'], [79, 'pincer']] as const) {
        expect(await page.locator(`#board [data-cell="${cell}"]`).getAttribute('class')).toContain(`role-${role}`);
        const m = await markBoxes(page, cell);
        expect(m.corner.length).toBeGreaterThan(0);
        for (const [i, b] of m.corner.entries()) {
          const fromEdge = Math.min(b.left - m.cell.left, m.cell.right - b.right, b.top - m.cell.top, m.cell.bottom - b.bottom);
          expect(fromEdge, `${role} r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} corner mark ${i}, ${viewport?.width ?? 'desktop'} ${colorScheme}`).toBeGreaterThanOrEqual(4);
        }
        expect(markProblems(m, { lines: 2 }), `${role} ${cell}`).toEqual([]);
      }
    }
  }, 120_000);

  it('26: a killer cage\'s sum stays readable under every highlight of its cell: a hint\'s rings, its placed digit\'s box, outlined houses, chain links, the selection (desktop and phone, light and dark)', async () => {
    // r1c1 holds the sum 14, r3c1 the sum 22; a link from r2c1's candidate 7 to r4c1's 1 runs down through r3c1's sum
    type Plain = { cells?: [number, string][]; placed?: [number, number][]; houses?: { kind: string; index: number; role: string }[]; links?: { from: { cell: number; digit: number }; to: { cell: number; digit: number }; kind: string }[] };
    const highlights: [string, Plain][] = [
      ['a reveal (ringed, its digit placed)', { cells: [[0, 'pattern'], [18, 'pattern']], placed: [[0, 1], [18, 1]] }],
      ['a cover\'s double ring', { cells: [[0, 'cover'], [18, 'cover']] }],
      ['a fin\'s dotted ring', { cells: [[0, 'fin'], [18, 'fin']] }],
      ['a pincer\'s dashed ring', { cells: [[0, 'pincer'], [18, 'pincer']] }],
      ['row 1 and column 1 outlined', { houses: [{ kind: 'row', index: 0, role: 'base' }, { kind: 'column', index: 0, role: 'cover' }] }],
      ['box 1 outlined', { houses: [{ kind: 'box', index: 0, role: 'house' }] }],
      ['a chain link', { links: [{ from: { cell: 9, digit: 7 }, to: { cell: 27, digit: 1 }, kind: 'weak' }] }],
    ];
    const covered: string[] = [];
    for (const [viewport, colorScheme] of [[undefined, 'light'], [SMALL_PHONE, 'dark']] as const) {
      const where = `${viewport?.width ?? 'desktop'} ${colorScheme}`;
      const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(KILLER))}`, { viewport, colorScheme });
      await page.waitForSelector('#board .labels-layer .rule-killer.part-sum');
      await page.getByRole('button', { name: 'Fill candidates' }).click();
      // each sum's backing, 1 px in from its edges: the sum's own pixels (the board in view: on a phone Fill candidates scrolled it away)
      const shots = async (): Promise<Buffer[]> => {
        await page.locator('#board').scrollIntoViewIfNeeded();
        const clips = await page.$$eval('#board .labels-layer .rule-killer.part-sum-back', (backs) =>
          [0, 3].map((k) => {
            // whole pixels 1 px in from each edge (the edges are anti-aliased over what is under them)
            const { left, top, right, bottom } = backs[k].getBoundingClientRect();
            const [x, y] = [Math.ceil(left) + 1, Math.ceil(top) + 1];
            return { x, y, width: Math.floor(right) - 1 - x, height: Math.floor(bottom) - 1 - y };
          }),
        );
        return Promise.all(clips.map((clip) => page.screenshot({ clip, animations: 'disabled' })));
      };
      const plain = await shots();
      for (const [name, h] of highlights) {
        await page.evaluate((h) => {
          const app = (window as unknown as { sudokuDemo: { highlight(d: unknown): void } }).sudokuDemo;
          app.highlight({ cells: new Map(h.cells), candidates: new Map(), struck: new Set(), placed: new Map(h.placed), houses: h.houses ?? [], links: h.links ?? [] });
        }, h);
        (await shots()).forEach((shot, i) => shot.equals(plain[i]) || covered.push(`${['r1c1', 'r3c1'][i]}'s sum under ${name}, ${where}`));
      }
      // the selection and the keyboard's focus ring on both cells, no hint highlighted
      await page.evaluate(() => (window as unknown as { sudokuDemo: { changed(): void } }).sudokuDemo.changed());
      for (const cell of [0, 18]) {
        await page.locator(`#board [data-cell="${cell}"]`).click();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowLeft');
        (await shots()).forEach((shot, i) => shot.equals(plain[i]) || covered.push(`${['r1c1', 'r3c1'][i]}'s sum under r${cell / 9 + 1}c1 selected, ${where}`));
      }
      // a classic puzzle loaded on the same board takes the sums away with the cages
      await page.locator('#paste').fill(EASY);
      await page.getByRole('button', { name: 'Load puzzle' }).click();
      await expect.poll(() => page.locator('#board .rule').count()).toBe(0);
    }
    expect(covered).toEqual([]);
  }, 120_000);

  it('27: every line and arrow stands out from the cell at 3:1 or more (WCAG 1.4.11), and the marks and digits on a thick line keep 4.5:1, light and dark', async () => {
    // where each rule is sampled: across its line, a quarter of a cell before its second cell's centre (grid units from the board's corner;
    // the arrow on its shaft's first step: its last one ends a third of a cell short of the centre, where its head stands)
    const across: [string, [number, number], [number, number], boolean][] = [
      // kind, from cell, to cell (row, column), a thick line (digits and marks drawn on it)
      ['thermometer', [1, 2], [1, 3], true], ['slowThermometer', [3, 1], [3, 2], true], ['palindrome', [3, 4], [3, 5], true],
      ['whispers', [1, 7], [1, 8], true], ['renban', [2, 7], [2, 8], true], ['regionSum', [3, 7], [3, 8], true], ['between', [4, 1], [4, 2], true],
      ['entropic', [5, 1], [5, 2], true], ['modular', [6, 1], [6, 2], true], ['nabner', [4, 8], [4, 9], true], ['zipper', [5, 5], [5, 6], true],
      ['doubleArrow', [6, 5], [6, 6], true], ['lockout', [7, 1], [7, 2], true], ['arrow shaft', [8, 1], [8, 2], false], ['arrow pill', [9, 5], [9, 6], true],
      ['diagonal', [9, 1], [8, 2], false],
    ];
    const faint: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(LINES))}`, { colorScheme });
      await page.waitForSelector('#board .rules-layer .rule');
      const board = (await page.locator('#board .board').boundingBox())!;
      const png = (await page.screenshot({ clip: board, animations: 'disabled' })).toString('base64');
      const samples = await page.evaluate(
        async ({ png, across }) => {
          const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
          const canvas = new OffscreenCanvas(image.width, image.height);
          const g = canvas.getContext('2d')!;
          g.drawImage(image, 0, 0);
          const unit = image.width / 9;
          const pixel = (x: number, y: number): number[] => Array.from(g.getImageData(Math.floor(x * unit), Math.floor(y * unit), 1, 1).data.slice(0, 3));
          return across.map(([kind, [r1, c1], [r2, c2]]) => {
            const [x1, y1, x2, y2] = [c1 - 0.5, r1 - 0.5, c2 - 0.5, r2 - 0.5];
            const len = Math.hypot(x2 - x1, y2 - y1);
            const [ux, uy] = [(x2 - x1) / len, (y2 - y1) / len];
            const [px, py] = [x1 + 0.75 * (x2 - x1), y1 + 0.75 * (y2 - y1)];
            const line: number[][] = [];
            // across the line, to its edges (a pill's 0.4 from its middle; the diagonal's neighbours kept out)
            const reach = kind === 'arrow pill' ? 0.45 : kind === 'diagonal' ? 0.2 : 0.3;
            for (let t = -reach; t <= reach; t += 0.25 / unit) line.push(pixel(px - uy * t, py + ux * t));
            return { centre: pixel(px, py), line };
          });
        },
        { png, across },
      );
      const css = await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return ['--surface', '--mark', '--digit'].map((v) => style.getPropertyValue(v).trim());
      });
      const [surface, mark, digit] = css.map((hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)));
      const luminance = (rgb: number[]): number => {
        const [r, g, b] = rgb.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const contrast = (a: number[], b: number[]): number => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (hi + 0.05) / (lo + 0.05);
      };
      across.forEach(([kind, , , thick], i) => {
        const edge = Math.max(...samples[i].line.map((p) => contrast(p, surface)));
        if (edge < 3) faint.push(`${kind}, ${colorScheme}: ${edge.toFixed(2)}:1 against the cell`);
        if (!thick) return;
        for (const [name, ink] of [['marks', mark], ['digits', digit]] as const) {
          const on = contrast(ink, samples[i].centre);
          if (on < 4.5) faint.push(`${name} on ${kind}, ${colorScheme}: ${on.toFixed(2)}:1`);
        }
      });
    }
    // a cell the player painted keeps its paint under a line, so its inks (dark on the light paint, dark mode too) stay readable
    const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(LINES))}`, { colorScheme: 'dark' });
    await page.waitForSelector('#board .rules-layer .rule');
    await page.locator('#board [data-cell="1"]').click();
    await page.keyboard.press('v');
    await page.keyboard.press('4');
    await page.keyboard.press('Escape');
    const cell = (await page.locator('#board [data-cell="1"]').boundingBox())!;
    const shot = (await page.screenshot({ clip: { x: cell.x + cell.width / 2 - 1, y: cell.y + cell.height / 2 - 1, width: 2, height: 2 }, animations: 'disabled' })).toString('base64');
    const painted = await page.evaluate(async (png) => {
      const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
      const g = new OffscreenCanvas(2, 2).getContext('2d')!;
      g.drawImage(image, 0, 0);
      return Array.from(g.getImageData(0, 0, 1, 1).data.slice(0, 3));
    }, shot);
    const ink = [0x1d, 0x23, 0x2e]; // a painted cell's digits and marks (style.css)
    const lum = (rgb: number[]): number => {
      const [r, g, b] = rgb.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const onPaint = (lum(painted) + 0.05) / (lum(ink) + 0.05);
    if (onPaint < 4.5) faint.push(`ink on a painted cell's thermometer, dark: ${onPaint.toFixed(2)}:1`);
    expect(faint).toEqual([]);
  }, 120_000);

  it('28: on a phone the number pad stays put whichever grades the hint shows (a hint\'s four, a mistake\'s two, none): it moved a line under the player\'s finger', async () => {
    for (const viewport of [SMALL_PHONE, PHONE]) {
      const page = await open(`?puzzle=${EASY}`, { viewport });
      const keyTop = async (): Promise<number> => (await page.locator('#keys button').first().boundingBox())!.y + (await page.evaluate(() => scrollY));
      const start = await keyTop();
      await hintButton(page).click();
      await expect.poll(() => page.locator('#hint-text').getAttribute('data-kind'), { timeout: 30_000 }).toBe('step');
      expect(await keyTop(), `a step's grades, ${viewport.width} px`).toBeCloseTo(start, 0);
      // a wrong digit in r1c1 (EASY's solution has 4 there): the next hint is a mistake's, with two grades
      await page.locator('#board [data-cell="0"]').click();
      await page.keyboard.press('5');
      await hintButton(page).click();
      await expect.poll(() => page.locator('#hint-text').getAttribute('data-kind'), { timeout: 30_000 }).toBe('mistake');
      expect(await page.locator('#mistake-grades').isVisible()).toBe(true);
      expect(await keyTop(), `a mistake's grades, ${viewport.width} px`).toBeCloseTo(start, 0);
      // none, as on a variant puzzle's reveal (panels/hint.ts hides both lists)
      await page.evaluate(() => document.querySelectorAll<HTMLElement>('.hint-head .grades').forEach((list) => (list.hidden = true)));
      expect(await keyTop(), `no grades, ${viewport.width} px`).toBeCloseTo(start, 0);
    }
  }, 60_000);

  it('29: the "Solved" veil covers the whole board: no cage, sum, line or digit is drawn over its words, after the win and after a reload', async () => {
    const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(KILLER))}`);
    await page.waitForSelector('#board .rules-layer .rule');
    // every cell but r1c1 filled by the app's commands, r1c1 typed: the win
    await page.evaluate((s) => {
      const app = (window as unknown as { sudokuDemo: { game: { isGiven(c: number): boolean; placeDigit(c: number[], d: number): boolean }; changed(): void } }).sudokuDemo;
      for (let c = 1; c < 81; c++) if (!app.game.isGiven(c)) app.game.placeDigit([c], Number(s[c]));
      app.changed();
    }, SOLUTION);
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press(SOLUTION[0]);
    const over = async (): Promise<string[]> => {
      await expect.poll(() => page.locator('#complete').isVisible(), { timeout: 30_000 }).toBe(true);
      await page.waitForSelector('#board .rules-layer .rule');
      // what is hit first at r1c1's sum, on the thermometer (r7c5) and on digits (r5c5, r9c9): the rules made hit-testable to ask
      await page.addStyleTag({ content: '#board svg * { pointer-events: auto !important; }' });
      return page.evaluate(() => {
        const out: string[] = [];
        const at = (name: string, el: Element): void => {
          const { left, top, width, height } = el.getBoundingClientRect();
          const top1 = document.elementFromPoint(left + width / 2, top + height / 2);
          if (!top1?.closest('#complete')) out.push(`${name}: ${top1?.getAttribute('class') ?? top1?.tagName}`);
        };
        at('r1c1 sum', document.querySelector('#board .labels-layer .part-sum')!);
        at('thermometer in r7c5', document.querySelector('#board [data-cell="58"]')!);
        at('r5c5 digit', document.querySelector('#board [data-cell="40"] .value')!);
        at('r9c9 digit', document.querySelector('#board [data-cell="80"] .value')!);
        return out;
      });
    };
    expect(await over(), 'after the win').toEqual([]);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    expect(await over(), 'after a reload').toEqual([]);
  }, 90_000);

  it('30: on a 360 px phone a killer cage\'s sum reads at 10 px or more (it was 7.6 px), 8 px beside clues outside the grid (6.2), its digits on their backing, clear of the cell\'s corner marks and of its digit; the clues outside at 9.5 px or more (light and dark)', async () => {
    const small: string[] = [];
    // the board's cells are 38 px wide; 31 px with the one-cell margin the clues outside take
    for (const [puzzle, least, colorScheme] of [[KILLER, 10, 'light'], [SHOWCASE, 8, 'dark'], [SHOWCASE, 8, 'light']] as const) {
      const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(puzzle))}`, { viewport: SMALL_PHONE, colorScheme });
      await page.waitForSelector('#board .labels-layer .rule-killer.part-sum');
      // every sum and clue as drawn: its font in page pixels, its text's box and (a cage's sum) its backing's
      const drawn = await page.evaluate(() =>
        Array.from(document.querySelectorAll<SVGTextElement>('#board .labels-layer .rule-killer.part-sum, #board .clues-layer text'), (t) => {
          const px = Number.parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM()?.a ?? 1);
          const ink = t.getBoundingClientRect();
          const back = t.previousElementSibling?.classList.contains('part-sum-back') ? t.previousElementSibling.getBoundingClientRect() : undefined;
          const box = (b: DOMRect) => ({ left: b.left, top: b.top, right: b.right, bottom: b.bottom });
          return { text: t.textContent ?? '', cls: t.getAttribute('class') ?? '', px, ink: box(ink), back: back && box(back) };
        }),
      );
      expect(drawn.filter((d) => d.cls.includes('killer')).length).toBeGreaterThan(3);
      expect(drawn.filter((d) => !d.cls.includes('killer')).length).toBe(puzzle === KILLER ? 0 : 4);
      for (const d of drawn) {
        if (d.px < (d.back ? least : 9.5)) small.push(`${d.cls} "${d.text}" ${d.px.toFixed(1)} px, ${colorScheme}`);
        // the digits' box (their line's height, less the font's ascent and descent above and below the digits) on the backing
        if (d.back) {
          const digits = { ...d.ink, top: d.ink.top + 0.2 * d.px, bottom: d.ink.bottom - 0.2 * d.px };
          expect(inside(digits, d.back), `"${d.text}" on its backing, ${colorScheme}`).toBe(true);
        }
      }
      // r1c1 (sum 14) and r3c1 (sum 22) with corner marks 1-9: none over the sum's backing
      const backs = drawn.filter((d) => d.back).map((d) => d.back!);
      await setMarks(page, [[0, [1, 2, 3, 4, 5, 6, 7, 8, 9], []], [18, [1, 2, 3, 4, 5, 6, 7, 8, 9], []]]);
      for (const cell of [0, 18]) {
        const m = await markBoxes(page, cell);
        const back = backs.find((b) => inside(b, m.cell))!;
        expect(back, `r${cell / 9 + 1}c1's sum`).toBeDefined();
        expect(m.corner.filter((b) => overlap(b, back)), `corner marks over r${cell / 9 + 1}c1's sum, ${colorScheme}`).toEqual([]);
      }
      // r1c1 holding each digit: the digit's ink clear of the sum's
      await page.locator('#board').scrollIntoViewIfNeeded();
      for (let d = 1; d <= 9; d++) {
        await page.evaluate((d) => {
          const app = (window as unknown as { sudokuDemo: { game: { placeDigit(c: number[], d: number): boolean }; changed(): void } }).sudokuDemo;
          app.game.placeDigit([0], d);
          app.changed();
        }, d);
        const ink = await digitAndSumInk(page, 0);
        expect(overlap(ink.digit, ink.sum), `r1c1's ${d} (ink ${JSON.stringify(ink.digit)}) on its sum (${JSON.stringify(ink.sum)}), ${colorScheme}`).toBe(false);
      }
    }
    expect(small).toEqual([]);
  }, 90_000);

  it('31: the keyboard\'s focus ring on a killer cage\'s sum cell is drawn whole, over the sum\'s backing (it covered the ring\'s corner at 360 px), light and dark', async () => {
    const hidden: string[] = [];
    for (const [viewport, colorScheme] of [[SMALL_PHONE, 'light'], [SMALL_PHONE, 'dark'], [undefined, 'light']] as const) {
      const where = `${viewport?.width ?? 'desktop'} ${colorScheme}`;
      const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(KILLER))}`, { viewport, colorScheme });
      await page.waitForSelector('#board .labels-layer .rule-killer.part-sum');
      for (const cell of [0, 18]) {
        // the focus by keyboard (a click selects; the arrows move the ring back to the cell)
        await page.locator(`#board [data-cell="${cell}"]`).click();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowLeft');
        await page.locator('#board').scrollIntoViewIfNeeded();
        const box = (await page.locator(`#board [data-cell="${cell}"]`).boundingBox())!;
        const clip = { x: Math.floor(box.x), y: Math.floor(box.y), width: Math.ceil(box.width) + 1, height: Math.ceil(box.height) + 1 };
        const png = (await page.screenshot({ clip, animations: 'disabled' })).toString('base64');
        // the ring's left and top bands, 3 px wide, sampled on their middle line over the cell's first half
        const off = await page.evaluate(
          async ({ png, dx, dy, side }) => {
            const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
            const g = new OffscreenCanvas(image.width, image.height).getContext('2d')!;
            g.drawImage(image, 0, 0);
            const focus = getComputedStyle(document.documentElement).getPropertyValue('--focus').trim();
            const want = [1, 3, 5].map((i) => Number.parseInt(focus.slice(i, i + 2), 16));
            const out: string[] = [];
            const check = (x: number, y: number): void => {
              const got = Array.from(g.getImageData(Math.floor(x), Math.floor(y), 1, 1).data.slice(0, 3));
              if (got.some((v, i) => Math.abs(v - want[i]) > 40)) out.push(`(${Math.floor(x)}, ${Math.floor(y)}) rgb(${got.join(', ')})`);
            };
            for (let t = 4; t < side / 2; t++) {
              check(dx + 1.5, dy + t);
              check(dx + t, dy + 1.5);
            }
            return out;
          },
          { png, dx: box.x - clip.x, dy: box.y - clip.y, side: box.width },
        );
        if (off.length > 0) hidden.push(`r${cell / 9 + 1}c1, ${where}: ${off.length} ring pixels not the focus colour, e.g. ${off.slice(0, 3).join(' ')}`);
      }
    }
    expect(hidden).toEqual([]);
  }, 90_000);

  it('32: Symmetric is unticked while a variant kind is chosen (the variant generator makes no symmetric puzzles: a ticked box said it would), and shows the player\'s choice again on Classic', async () => {
    const page = await open();
    const kind = page.getByRole('combobox', { name: 'Kind' });
    const box = page.getByRole('checkbox', { name: 'Symmetric' });
    expect(await box.isChecked()).toBe(true);
    for (const [value, ticked] of [['killer', false], ['pillArrow', false], ['', true], ['jigsaw', false], ['', true]] as const) {
      await kind.selectOption(value);
      expect(await box.isChecked(), `Kind ${value || 'Classic'}`).toBe(ticked);
      expect(await box.isDisabled(), `Kind ${value || 'Classic'}`).toBe(value !== '');
    }
    // the player's own choice on Classic, unticked, is kept through a variant kind
    await box.uncheck();
    await kind.selectOption('thermo');
    await kind.selectOption('');
    expect(await box.isChecked()).toBe(false);
  }, 30_000);

  it('33: a cell of an arrow\'s pill is named as one digit of the pill\'s number, not as a circle holding the sum', async () => {
    const page = await open();
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('pillArrow');
    await page.getByRole('combobox', { name: 'Size' }).selectOption('6');
    await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.startsWith('New 6×6 Arrow with pills puzzle'), undefined, { timeout: 30_000 });
    const pills = await page.evaluate(() => {
      const app = (window as unknown as { sudokuDemo: { variant: { puzzle: { constraints: { type: string; circle?: number[]; shaft?: number[] }[] } } } }).sudokuDemo;
      return app.variant.puzzle.constraints.filter((c) => c.type === 'arrow' && c.circle!.length > 1).map((c) => ({ circle: c.circle!, shaft: c.shaft! }));
    });
    expect(pills.length).toBeGreaterThan(0);
    const name = (c: number): string => `r${Math.floor(c / 6) + 1}c${(c % 6) + 1}`;
    for (const { circle, shaft } of pills) {
      for (const [i, cell] of circle.entries()) {
        const label = (await cellLabel(page, Math.floor(cell / 6) + 1, (cell % 6) + 1, 6))!;
        expect(label).not.toContain('arrow circle');
        expect(label).toContain(`arrow pill, ${['1st', '2nd', '3rd'][i]} digit of ${circle.length}, its number the sum of ${shaft.map(name).join(', ')}`);
      }
    }
  }, 60_000);

  it('34: a link pasted with words around it (a message copied whole) loads its puzzle; with two links the message says so (it said "That is 3 cells")', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const link = toFpuzzlesLink(KILLER);
    const load = async (text: string): Promise<void> => {
      await page.locator('#paste').fill(text);
      await page.getByRole('button', { name: 'Load puzzle' }).click();
    };
    await load(`Try this killer (a nice one): ${link}. Enjoy!`);
    await expect.poll(() => page.locator('#status').textContent(), { timeout: 30_000 }).toMatch(/^Variant puzzle loaded: \d+ rules/);
    expect(await page.locator('#paste-error').textContent()).toBe('');
    expect(await page.locator('#rules-list li').first().textContent()).toMatch(/^Killer cage/);
    await load(`Two today: ${link} and ${toFpuzzlesLink(KILLER_6)}`);
    await expect.poll(() => page.locator('#paste-error').textContent(), { timeout: 30_000 }).toBe('That text holds 2 links: paste one of them alone.');
  }, 60_000);

  it('35: New puzzle pressed again after a puzzle was loaded while the first press\'s puzzle was being made makes one (the press was taken for a double click and dropped)', async () => {
    const page = await open(`?puzzle=${EASY}`);
    // the first puzzle asked for takes a while to make, as a 16×16 one does
    await page.evaluate(() => {
      const engine = (window as unknown as { sudokuDemo: { engine: { generate(o: unknown): Promise<unknown> } } }).sudokuDemo.engine;
      const make = engine.generate.bind(engine);
      let first = true;
      engine.generate = async (o) => {
        if (first) await new Promise((resolve) => setTimeout(resolve, 1500));
        first = false;
        return make(o);
      };
    });
    const newPuzzle = page.getByRole('button', { name: 'New puzzle', exact: true });
    await newPuzzle.click();
    await page.locator('#paste').fill(HARD);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    await expect.poll(() => page.locator('#status').textContent()).toBe('Puzzle loaded.');
    await newPuzzle.click(); // the player wants a new one after all
    await expect.poll(() => page.locator('#status').textContent(), { timeout: 30_000 }).toMatch(/^New 9×9 puzzle/);
    expect(await page.evaluate(() => (window as unknown as { sudokuDemo: { puzzleLine(): string } }).sudokuDemo.puzzleLine())).not.toBe(HARD);
  }, 60_000);

  it('36: Level set to "At most Hard" by a variant kind goes back to Any on Classic (a classic Hard puzzle came of a look at Killer); one the player chose stays', async () => {
    const page = await open();
    const kind = page.getByRole('combobox', { name: 'Kind' });
    const level = page.getByRole('combobox', { name: 'Level' });
    expect(await level.inputValue()).toBe('');
    await kind.selectOption('killer');
    expect(await level.inputValue()).toBe('Hard');
    await kind.selectOption('thermo');
    await kind.selectOption('');
    expect(await level.inputValue()).toBe('');
    // chosen by the player on a variant kind, or on Classic: kept
    await kind.selectOption('killer');
    await level.selectOption('Medium');
    await kind.selectOption('');
    expect(await level.inputValue()).toBe('Medium');
    await level.selectOption('Easy');
    await kind.selectOption('xv');
    await kind.selectOption('');
    expect(await level.inputValue()).toBe('Easy');
  }, 30_000);

  it('37: Load puzzle stays put under the pointer when the paste box\'s error or "Reading the puzzle…" line shows (it moved down by their height), desktop and phone', async () => {
    for (const viewport of [undefined, SMALL_PHONE]) {
      const where = `${viewport?.width ?? 'desktop'}`;
      const page = await open(`?puzzle=${EASY}`, { viewport });
      const load = page.getByRole('button', { name: 'Load puzzle' });
      const y = async (): Promise<number> => (await load.boundingBox())!.y + (await page.evaluate(() => scrollY));
      const start = await y();
      await page.locator('#paste').fill('hello');
      await load.click();
      await expect.poll(() => page.locator('#paste-error').textContent()).not.toBe('');
      expect(await y(), `${where}, an error shown`).toBeCloseTo(start, 0);
      // a variant puzzle's check, made slow: the line saying so shows meanwhile
      await page.evaluate(() => {
        const engine = (window as unknown as { sudokuDemo: { engine: { solve(...a: unknown[]): Promise<unknown> } } }).sudokuDemo.engine;
        const solve = engine.solve.bind(engine);
        engine.solve = async (...a) => {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          return solve(...a);
        };
      });
      await page.locator('#paste').fill(toFpuzzlesLink(KILLER));
      await load.click();
      await expect.poll(() => page.locator('#paste-progress').textContent()).not.toBe('');
      expect(await y(), `${where}, the check's line shown`).toBeCloseTo(start, 0);
    }
  }, 60_000);

  it('38: after Fill candidates, the dots, X and V on a cell\'s edge are clear of the candidates beside that edge (they covered the 2, 4, 6 and 8 by up to 4.8 px at 1200 px, 2.5 px at 360 px on this board), desktop light and phone dark', async () => {
    const over: string[] = [];
    for (const [viewport, colorScheme] of [[undefined, 'light'], [SMALL_PHONE, 'dark']] as const) {
      const where = `${viewport?.width ?? 1200} px ${colorScheme}`;
      const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(SHOWCASE))}`, { viewport, colorScheme });
      await page.waitForSelector('#board .labels-layer .rule-xv.part-back');
      await page.getByRole('button', { name: 'Fill candidates' }).click();
      await page.waitForSelector('#board .cand[data-d]');
      // each dot's and X's or V's circle against each candidate of the two cells on its edge: how
      // far they overlap (the lesser of across and down), page pixels
      const found = await page.evaluate(() => {
        const marks = Array.from(document.querySelectorAll('#board .labels-layer :is(.rule-kropki, .rule-xv):is(circle)'));
        const cands = Array.from(document.querySelectorAll('#board .cand[data-d]'));
        const out: { mark: string; cand: string; px: number }[] = [];
        for (const m of marks) {
          const a = m.getBoundingClientRect();
          for (const c of cands) {
            const b = c.getBoundingClientRect();
            const px = Math.min(Math.min(a.right, b.right) - Math.max(a.left, b.left), Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
            if (px > -2 * a.width) out.push({ mark: m.getAttribute('class') ?? '', cand: `cell ${c.closest('[data-cell]')!.getAttribute('data-cell')} ${c.getAttribute('data-d')}`, px });
          }
        }
        return { marks: marks.length, out };
      });
      // four marks (two dots, an X, a V), each with candidates near it: the test measures something
      expect(found.marks, where).toBe(4);
      expect(found.out.length, where).toBeGreaterThan(8);
      for (const f of found.out) if (f.px > 0.5) over.push(`${where}: ${f.mark} over ${f.cand} by ${f.px.toFixed(1)} px`);
    }
    expect(over).toEqual([]);
  }, 60_000);

  it('39: on a short window at most 600 px wide (a phone on its side, a desktop zoomed to 200%) the whole board is in the window under the bar (it was 552 px high in a 320 px window)', async () => {
    const cut: string[] = [];
    for (const viewport of [{ width: 568, height: 320 }, { width: 600, height: 450 }, { width: 480, height: 360 }]) {
      const page = await open(`?puzzle=${EASY}`, { viewport });
      const board = (await page.locator('#board .board').boundingBox())!;
      if (board.y + board.height > viewport.height + 0.5) cut.push(`${viewport.width}×${viewport.height}: the board ${board.y.toFixed(0)}-${(board.y + board.height).toFixed(0)} px`);
      // cells a finger can still hit
      expect(board.width / 9, `${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(20);
    }
    expect(cut).toEqual([]);
    // a phone held upright keeps the board as wide as the window
    const page = await open(`?puzzle=${EASY}`, { viewport: SMALL_PHONE });
    expect((await page.locator('#board .board').boundingBox())!.width).toBeCloseTo(SMALL_PHONE.width - 16, 0);
    // where no board fits (a desktop at 400%: 1280×1024 is 320×256), cells a finger can still hit
    const zoomed = await open(`?puzzle=${EASY}`, { viewport: { width: 320, height: 256 } });
    expect((await zoomed.locator('#board .board').boundingBox())!.width / 9, '320×256').toBeGreaterThanOrEqual(20);
  }, 60_000);

  it('40: the header is one row on a 320 px phone too (Backtracking fell to a second row), with 44 px targets, on every view', async () => {
    const page = await open(`?puzzle=${EASY}`, { viewport: { width: 320, height: 640 } });
    for (const tab of ['Play', 'Explanation', 'Graph', 'Backtracking']) {
      await openView(page, tab);
      const buttons = await page.locator('header button').evaluateAll((all) => all.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
      expect(buttons).toHaveLength(5);
      for (const b of buttons) {
        expect(b.top, `${tab}: all on one row`).toBeCloseTo(buttons[0].top, 0);
        expect(b.height).toBeGreaterThanOrEqual(44);
        expect(b.width).toBeGreaterThanOrEqual(44);
        expect(b.right).toBeLessThanOrEqual(320);
      }
      expect((await page.locator('header').first().boundingBox())!.height, tab).toBeLessThanOrEqual(56);
    }
  }, 60_000);

  it('41: New puzzle\'s Kind, Size, Level and Symmetric are kept over a reload and a new visit, so Next puzzle after a restored game makes another of its kind (they were back to Classic 9×9)', { timeout: 120_000 }, async () => {
    const page = await open(`?puzzle=${EASY}`);
    const card = () =>
      page.evaluate(() => ['kind', 'size', 'level', 'symmetric'].map((id) => (id === 'symmetric' ? (document.getElementById(id) as HTMLInputElement).checked : (document.getElementById(id) as HTMLSelectElement).value)));
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('killer');
    await page.getByRole('combobox', { name: 'Size' }).selectOption('6');
    await page.getByRole('combobox', { name: 'Level' }).selectOption('Medium');
    await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
    await expect.poll(() => page.locator('#status').textContent(), { timeout: 30_000 }).toMatch(/^New 6×6 Killer puzzle/);
    // a move (in a cell that is no given: a killer's few givens may stand in r1c1): the game is saved for the site
    await page.locator('#board .cell:not(.given)').first().click();
    await page.keyboard.press('Shift+1');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sudoku-wasm.game') !== null), { message: 'saved for the site after a move' }).toBe(true);
    const chosen = await card();
    expect(chosen).toEqual(['killer', '6', 'Medium', false]);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    expect(await page.locator('#status').textContent()).toMatch(/^Your game was restored/);
    expect(await card(), 'after a reload').toEqual(chosen);
    // the next visit: a new page of the site, the saved game restored
    const next = await page.context().newPage();
    await next.goto(page.url().replace(/\?.*$/, ''));
    await next.waitForSelector('body[data-ready="true"]');
    // what the new page shows when its rule list does not come
    const shown = await next.evaluate(() => `${document.getElementById('status')?.textContent}; ${document.querySelectorAll('#board [role="gridcell"]').length} cells; saved ${localStorage.getItem('sudoku-wasm.game')?.slice(0, 80)}`);
    await expect.poll(() => next.locator('#rules-list li').count(), { message: `the killer's rules on the next visit (${shown})`, timeout: 30_000 }).toBeGreaterThan(0);
    expect(await next.locator('#rules-list li').first().textContent()).toMatch(/^Killer cage/);
    const again = await next.evaluate(() => ['kind', 'size', 'level'].map((id) => (document.getElementById(id) as HTMLSelectElement).value));
    expect(again, 'on the next visit').toEqual(['killer', '6', 'Medium']);
    await next.getByRole('button', { name: 'New puzzle', exact: true }).click();
    await expect.poll(() => next.locator('#status').textContent(), { timeout: 30_000 }).toMatch(/^New 6×6 Killer puzzle/);
    // Classic again: its own choices come back as before (Symmetric ticked, Level Any, 9×9)
    await next.getByRole('combobox', { name: 'Kind' }).selectOption('');
    await next.getByRole('combobox', { name: 'Size' }).selectOption('9');
    await next.getByRole('combobox', { name: 'Level' }).selectOption('');
    await next.getByRole('button', { name: 'New puzzle', exact: true }).click();
    await expect.poll(() => next.locator('#status').textContent(), { timeout: 30_000 }).toMatch(/^New 9×9 puzzle/);
    await next.reload();
    await next.waitForSelector('body[data-ready="true"]');
    expect(await next.evaluate(() => [(document.getElementById('kind') as HTMLSelectElement).value, (document.getElementById('symmetric') as HTMLInputElement).checked])).toEqual(['', true]);
  });

  it('42: on a phone the board stays put when the rating, asked for at the first tap, fails: "Not rated" and why stay on two lines (three moved the board 4.6 px under the finger, 320-390 px)', async () => {
    for (const width of [320, 360, 390]) {
      const page = await open(`?puzzle=${MULTI}`, { viewport: { width, height: 740 } });
      const top = async (): Promise<number> => (await page.locator('#board .board').boundingBox())!.y + (await page.evaluate(() => scrollY));
      const start = await top();
      await page.locator('#board [data-cell="0"]').tap(); // the first touch rates the puzzle
      await expect.poll(() => page.locator('#rating').textContent(), { timeout: 30_000 }).toMatch(/^Not rated: .*solution/);
      expect(await top(), `${width} px: "${await page.locator('#rating').textContent()}"`).toBeCloseTo(start, 0);
    }
  }, 60_000);

  it('43: a new puzzle, pasted or made, over a game with moves offers it back, and "Back to your last game" brings it back whole: digits, notes, undo history, clock (it was gone until the bare page was opened)', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const state = () => gameState(page);
    const seconds = () => timerSeconds(page);
    const back = page.getByRole('button', { name: 'Back to your last game' });
    const newPuzzle = page.getByRole('button', { name: 'New puzzle', exact: true });
    // a fresh game, no move: nothing to go back to
    await newPuzzle.click();
    await expect.poll(() => page.locator('#status').textContent(), { timeout: 30_000 }).toMatch(/^New 9×9 puzzle/);
    expect(await back.isVisible()).toBe(false);
    expect(await page.locator('#status').textContent()).not.toMatch(/Back to your last game/);
    await playALittle(page);
    const played = await state();
    const time = await seconds();
    const started = Date.now();
    await newPuzzle.click();
    await expect.poll(() => page.locator('#status').textContent(), { timeout: 30_000 }).toMatch(/^New 9×9 puzzle, .*\. Back to your last game: the button under New puzzle\.$/);
    expect(await state()).not.toBe(played);
    // by keyboard: the button is in the tab order after New puzzle's card controls
    await page.getByRole('button', { name: 'Restart' }).focus();
    await page.keyboard.press('Tab');
    expect(await back.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#status').textContent()).toBe('Your last game is back.');
    expect(await state()).toBe(played);
    const now = await seconds();
    expect(now).toBeGreaterThanOrEqual(time);
    expect(now).toBeLessThanOrEqual(time + Math.ceil((Date.now() - started) / 1000) + 1);
    expect(await back.isVisible()).toBe(false);
    // a pasted puzzle offers it back too; a move in the new puzzle ends the offer
    await page.locator('#paste').fill(HARD);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    await expect.poll(() => page.locator('#status').textContent()).toBe('Puzzle loaded. Back to your last game: the button under New puzzle.');
    expect(await back.isVisible()).toBe(true);
    expect(await axeViolations(page, ANY)).toEqual([]);
    await page.locator('#board .cell:not(.given)').nth(0).click();
    await page.keyboard.press('1');
    expect(await back.isVisible()).toBe(false);
  }, 90_000);

  it('44: Fill candidates says "Nothing to fill" when nothing changed, on a full grid or with every candidate there (it said "Candidates filled in")', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const fill = page.getByRole('button', { name: 'Fill candidates' });
    await fill.click();
    await expect.poll(() => page.locator('#status').textContent()).toMatch(/^Candidates filled in/);
    await fill.click();
    await expect.poll(() => page.locator('#status').textContent()).toBe('Nothing to fill: every empty cell already holds its candidates.');
    const { solution, last } = await fillAllButLast(page);
    await page.locator(`#board [data-cell="${last}"]`).click();
    await page.keyboard.press(solution[last]);
    await page.waitForSelector('#complete:not([hidden])');
    await page.keyboard.press('Escape');
    await fill.click();
    await expect.poll(() => page.locator('#status').textContent()).toBe('Nothing to fill: the grid is full.');
  }, 60_000);

  it('45: the win summary gains the puzzle\'s level when the rating arrives after the win, as the chip does (it stayed "Solved in …")', async () => {
    const page = await open(`?puzzle=${EASY}`);
    // the rating, asked for at the first touch, held until the grid is won
    await page.evaluate(() => {
      const w = window as unknown as { sudokuDemo: { engine: { rateInBackground(...a: unknown[]): Promise<unknown> } }; release?: () => void };
      const engine = w.sudokuDemo.engine;
      const real = engine.rateInBackground.bind(engine);
      const held = new Promise<void>((resolve) => (w.release = resolve));
      engine.rateInBackground = async (...a) => {
        await held;
        return real(...a);
      };
    });
    const { solution, last } = await fillAllButLast(page);
    await page.locator(`#board [data-cell="${last}"]`).click();
    await page.keyboard.press(solution[last]);
    await page.waitForSelector('#complete:not([hidden])');
    expect(await page.locator('#complete-summary').textContent()).toMatch(/^Solved in /);
    await page.evaluate(() => (window as unknown as { release(): void }).release());
    await expect.poll(() => page.locator('#rating').getAttribute('data-level'), { timeout: 30_000 }).not.toBe('');
    const level = await page.locator('#rating').getAttribute('data-level');
    expect(await page.locator('#complete-summary').textContent()).toMatch(new RegExp(`^${level} puzzle solved in \\d+:\\d\\d, with no hints and no mistakes\\.$`));
  }, 60_000);
  it('46: a link to another puzzle opened over a saved game with moves offers it back too, a classic or variant link alike, and "Back to your last game" brings it back whole (it was gone with no way back)', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const state = () => gameState(page);
    const seconds = () => timerSeconds(page);
    const back = page.getByRole('button', { name: 'Back to your last game' });
    const visit = async (puzzle: string): Promise<void> => {
      await page.goto(page.url().replace(/\?.*$/, `?puzzle=${encodeURIComponent(puzzle)}`));
      await page.waitForSelector('body[data-ready="true"]');
    };
    // no game with moves saved: nothing to go back to
    await visit(HARD);
    expect(await back.isVisible()).toBe(false);
    await visit(EASY);
    await playALittle(page);
    const played = await state();
    for (const link of [HARD, toFpuzzlesLink(KILLER)]) {
      const time = await seconds();
      const started = Date.now();
      await visit(link);
      expect(await state(), link).not.toBe(played);
      expect(await back.isVisible(), link).toBe(true);
      expect(await page.locator('#status').textContent()).toBe('Back to your last game: the button under New puzzle.');
      await back.click();
      await expect.poll(() => page.locator('#status').textContent()).toBe('Your last game is back.');
      expect(await state(), link).toBe(played);
      const now = await seconds();
      expect(now).toBeGreaterThanOrEqual(time);
      expect(now).toBeLessThanOrEqual(time + Math.ceil((Date.now() - started) / 1000) + 1);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('gridcell');
      expect(await back.isVisible()).toBe(false);
    }
  }, 90_000);

  it('47: "Back to your last game" brings a paused game back paused, as a reload does, with the focus on Resume and that said (the focus fell to the page, the grid locked)', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.locator('#board .cell:not(.given)').nth(0).click();
    await page.keyboard.press('4');
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
    await expect.poll(() => page.locator('#status').textContent(), { timeout: 30_000 }).toMatch(/^New 9×9 puzzle, .*Back to your last game/);
    await page.getByRole('button', { name: 'Back to your last game' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Pause' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('resume');
    expect(await page.locator('#status').textContent()).toBe('Your last game is back, paused: Resume goes on with it.');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: 'Pause' }).getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('gridcell');
    await page.keyboard.press('ArrowRight'); // the grid plays: the cursor moves
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('gridcell');
  }, 60_000);

  it('48: an arrow\'s pill is drawn hollow, as its single circles are (it was filled grey): inside it the cell shows as inside a circle, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(LINES))}`, { colorScheme });
      await page.waitForSelector('#board .rules-layer .rule-arrow');
      const board = (await page.locator('#board .board').boundingBox())!;
      const png = (await page.screenshot({ clip: board, animations: 'disabled' })).toString('base64');
      // the centres of the circle's cell r8c1, the pill's cells r9c5 and r9c6, and a cell with no rule, r6c8
      const [circle, pillLeft, pillRight, plain] = await page.evaluate(async (png) => {
        const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
        const g = new OffscreenCanvas(image.width, image.height).getContext('2d')!;
        g.drawImage(image, 0, 0);
        const unit = image.width / 9;
        return [[8, 1], [9, 5], [9, 6], [6, 8]].map(([r, c]) => Array.from(g.getImageData(Math.floor((c - 0.5) * unit), Math.floor((r - 0.5) * unit), 1, 1).data.slice(0, 3)));
      }, png);
      const apart = (a: number[], b: number[]): number => Math.max(...a.map((v, i) => Math.abs(v - b[i])));
      expect(apart(circle, plain), `circle, ${colorScheme}`).toBeLessThanOrEqual(6);
      expect(apart(pillLeft, circle), `pill r9c5, ${colorScheme}: ${pillLeft} against the circle's ${circle}`).toBeLessThanOrEqual(6);
      expect(apart(pillRight, circle), `pill r9c6, ${colorScheme}`).toBeLessThanOrEqual(6);
      // the pill's rim as wide as the circle's
      const widths = await page.evaluate(() => {
        const width = (selector: string): number => Number.parseFloat(getComputedStyle(document.querySelector(selector)!).strokeWidth);
        const edge = document.querySelector<SVGPathElement>('#board .rule-arrow.part-pill-edge')!;
        const inner = document.querySelector<SVGPathElement>('#board .rule-arrow.part-pill')!;
        return { circle: width('#board .rule-arrow.part-circle'), pill: (Number(edge.getAttribute('stroke-width')) - Number(inner.getAttribute('stroke-width'))) / 2 };
      });
      expect(widths.pill).toBeCloseTo(widths.circle, 3);
    }
  }, 60_000);

  it('49: on a variant puzzle the Graph view\'s "Colour the solution" is off, described by the view\'s note (it stayed a live checkbox for a graph not drawn), and on again for a classic puzzle', async () => {
    const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(JIGSAW))}`);
    await openView(page, 'Graph');
    const box = page.getByRole('checkbox', { name: 'Colour the solution (not only the digits placed)' });
    await expect.poll(() => box.isDisabled()).toBe(true);
    const note = await box.getAttribute('aria-describedby');
    expect(await page.locator(`#${note}`).textContent()).toMatch(/^The graph is drawn for classic Sudoku/);
    await page.getByRole('tab', { name: 'Play' }).click();
    await page.locator('#paste').fill(EASY);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    await expect.poll(() => page.locator('#status').textContent()).toMatch(/^Puzzle loaded|loaded/);
    await openView(page, 'Graph');
    await expect.poll(() => box.isDisabled()).toBe(false);
    expect(await box.getAttribute('aria-describedby')).toBeNull();
    await box.check();
    await expect.poll(() => page.locator('#graph-host .vertex').count()).toBe(81);
  }, 60_000);

  it('50: while the game is paused, the controls it locks (the hint\'s buttons, the pad, Restart) look off, as disabled buttons do (they looked live and did nothing when pressed), and live again on Resume', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const looks = (): Promise<Record<string, number>> =>
      page.evaluate(() => {
        // what the player sees of a control: its opacity times its ancestors'
        const seen = (el: Element | null): number => (el ? Number(getComputedStyle(el).opacity) * seen(el.parentElement) : 1);
        const of: Record<string, string> = { hint: '#hint', solve: '#solve', check: '#check', digit: '#keys button', mode: '[data-mode="centre"]', undo: '#undo', fill: '#fill', restart: '#restart' };
        return Object.fromEntries(Object.entries(of).map(([name, selector]) => [name, seen(document.querySelector(selector))]));
      });
    await page.locator('#board .cell:not(.given)').nth(0).click();
    await page.keyboard.press('4');
    for (const [name, opacity] of Object.entries(await looks())) expect(opacity, `${name} playing`).toBe(1);
    await page.getByRole('button', { name: 'Pause' }).click();
    for (const [name, opacity] of Object.entries(await looks())) expect(opacity, `${name} paused`).toBeLessThanOrEqual(0.5);
    await page.getByRole('button', { name: 'Resume' }).click();
    for (const [name, opacity] of Object.entries(await looks())) expect(opacity, `${name} resumed`).toBe(1);
  }, 60_000);

  it('51: the link Share link shows is one line, cut with an ellipsis, inside its card (a variant puzzle\'s ran to 20 lines on a phone), its address whole in the link, desktop and phone', async () => {
    for (const viewport of [undefined, PHONE]) {
      const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(SHOWCASE))}`, { viewport });
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: 'Share link' }).click();
      const link = page.locator('#share-link');
      await link.waitFor({ state: 'visible' });
      const [box, card, lineHeight] = await link.evaluate((a) => {
        const style = getComputedStyle(a);
        return [a.getBoundingClientRect().toJSON(), a.closest('.card')!.getBoundingClientRect().toJSON(), Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5];
      });
      expect(box.height, `${viewport?.width ?? 1200} px`).toBeLessThanOrEqual(lineHeight + 1);
      expect(inside(box, card)).toBe(true);
      expect(await link.evaluate((a) => a.scrollWidth > a.clientWidth && getComputedStyle(a).textOverflow)).toBe('ellipsis');
      const href = (await link.getAttribute('href'))!;
      expect(new URL(href).searchParams.get('puzzle')).toBe(toFpuzzlesLink(SHOWCASE));
    }
  }, 60_000);
  it('52: Check before any digit is placed says so (it said "0 digits placed, all right")', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect.poll(() => page.locator('#hint-text').textContent(), { timeout: 30_000 }).toBe('No mistakes: no digit placed yet.');
    await page.locator('#board .cell:not(.given)').first().click();
    await page.keyboard.press('1');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect.poll(() => page.locator('#hint-text').textContent(), { timeout: 30_000 }).toMatch(/^(No mistakes: 1 digit placed, all right\.|1 wrong digit: r\dc\d\.)$/);
  });

  it('53: a variant puzzle\'s title, author and rules as the setter wrote them show in the Rules card, as text (never markup), wrapped inside the card on a 390 px phone, light and dark (the page showed none of them)', async () => {
    const long = 'W'.repeat(300);
    const titled = { ...KILLER, title: `Cages <b>and</b> a thermo ${long}`, author: 'Setter <i>X</i>', rules: `Normal sudoku rules apply.\nDigits in a cage sum to the total <img src=x onerror="window.pwned=1">.\n${long}` };
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(titled))}`, { viewport: PHONE, colorScheme });
      const card = page.locator('#rules');
      const heading = card.getByRole('heading', { level: 3 });
      expect(await heading.textContent()).toBe(`${titled.title} by ${titled.author}`);
      expect(await card.innerText()).toContain('Digits in a cage sum to the total <img src=x onerror="window.pwned=1">.');
      expect(await card.locator('b, i, img').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
      expect(await page.title()).toBe(`${titled.title} · Sudoku`);
      // inside the card and the window: long words break, the long rules scroll inside
      const cardBox = (await card.boundingBox())!;
      const box = (b: { x: number; y: number; width: number; height: number }): Box => ({ left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height });
      for (const part of [heading, card.locator('.setter-rules')]) {
        const partBox = box((await part.boundingBox())!);
        expect(inside(partBox, box(cardBox)), JSON.stringify([partBox, cardBox])).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      // the long rules scroll: a tab stop, so a keyboard scrolls them
      await expect.poll(() => card.locator('.setter-rules').getAttribute('tabindex')).toBe('0');
      expect(await axeViolations(page, ANY), colorScheme).toEqual([]);
      // short rules that do not scroll are no tab stop
      await page.evaluate((line) => (window as unknown as { sudokuDemo: { loadText(t: string): Promise<boolean> } }).sudokuDemo.loadText(line), toFpuzzlesLink({ ...KILLER, rules: 'Cages sum.' }));
      await expect.poll(() => card.locator('.setter-rules').textContent()).toBe('Cages sum.');
      await expect.poll(() => card.locator('.setter-rules').getAttribute('tabindex')).toBeNull();
      expect(await axeViolations(page, ANY), colorScheme).toEqual([]);
      // a puzzle without them shows none
      await page.evaluate((line) => (window as unknown as { sudokuDemo: { loadText(t: string): Promise<boolean> } }).sudokuDemo.loadText(line), toFpuzzlesLink(KILLER));
      await expect.poll(() => heading.isVisible()).toBe(false);
      expect(await card.locator('.setter-rules').isVisible()).toBe(false);
      expect(await page.title()).toBe('Sudoku · sudoku-wasm');
    }
  }, 60_000);

  it('54: a saved variant game is the game of its puzzle whatever the link\'s title, author or rules text: the same rules and givens open the game, not a new one (two titles were two puzzles)', async () => {
    const page = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink({ ...KILLER, title: 'First name' }))}`);
    await playALittle(page);
    const played = await gameState(page);
    await page.goto(page.url().replace(/\?.*$/, `?puzzle=${encodeURIComponent(toFpuzzlesLink({ ...KILLER, title: 'Another name', author: 'Someone', rules: 'Cages sum.' }))}`));
    await page.waitForSelector('body[data-ready="true"]');
    expect(await gameState(page)).toBe(played);
    expect(await page.getByRole('button', { name: 'Back to your last game' }).isVisible()).toBe(false);
    // another puzzle (one clue more) is still another game
    await page.goto(page.url().replace(/\?.*$/, `?puzzle=${encodeURIComponent(toFpuzzlesLink({ ...KILLER, givens: `4${KILLER.givens.slice(1)}` }))}`));
    await page.waitForSelector('body[data-ready="true"]');
    expect(await gameState(page)).not.toBe(played);
    expect(await page.getByRole('button', { name: 'Back to your last game' }).isVisible()).toBe(true);
  }, 60_000);

  it('55: a wrong digit undone or erased before Check or a hint showed it is no mistake in the win summary; one Check showed is one, counted once (an undone slip counted)', async () => {
    const solution = solve(EASY).solution!;
    const first = EASY.indexOf('.');
    const wrong = String((Number(solution[first]) % 9) + 1);
    const win = async (page: Page): Promise<string> => {
      const { last } = await fillAllButLast(page);
      await page.locator(`#board [data-cell="${last}"]`).click();
      await page.keyboard.press(solution[last]);
      await page.waitForSelector('#complete:not([hidden])');
      return (await page.locator('#complete-summary').textContent())!;
    };
    const slip = async (page: Page, takeBack: string): Promise<void> => {
      await page.locator(`#board [data-cell="${first}"]`).click();
      await page.keyboard.press(wrong);
      await page.keyboard.press(takeBack);
    };
    let page = await open(`?puzzle=${EASY}`);
    await slip(page, 'Control+z');
    await slip(page, 'Delete');
    await slip(page, solution[first]); // typed over (then emptied, for the fill below)
    await page.keyboard.press('Delete');
    expect(await win(page)).toMatch(/with no hints and no mistakes\.$/);
    page = await open(`?puzzle=${EASY}`);
    await page.locator(`#board [data-cell="${first}"]`).click();
    await page.keyboard.press(wrong);
    for (let k = 0; k < 2; k++) {
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect.poll(() => page.locator('#hint-text').textContent(), { timeout: 30_000 }).toMatch(/^1 wrong digit/);
    }
    await page.locator(`#board [data-cell="${first}"]`).click();
    await page.keyboard.press('Control+z');
    expect(await win(page)).toMatch(/with no hints and 1 mistake\.$/);
  }, 60_000);

  it('56: on a phone a 16×16 board has the hint right under it, as a 9×9 one has (two lines kept empty for the marks lens stood between), and the lens, in the bar above the board, moves nothing as the cursor goes', async () => {
    const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
    const below = async (page: Page): Promise<{ board: Box; hint: Box; gap: number }> => {
      const [b, h] = [(await page.locator('#board').boundingBox())!, (await page.locator('#view-play .hint-card').boundingBox())!];
      const board = { left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height };
      return { board, hint: { left: h.x, top: h.y, right: h.x + h.width, bottom: h.y + h.height }, gap: h.y - board.bottom };
    };
    for (const viewport of [PHONE, SMALL_PHONE]) {
      const nine = await below(await open(`?puzzle=${EASY}`, { viewport }));
      const page = await open(`?puzzle=${'.'.repeat(256)}`, { viewport });
      await setMarks(page, [[18, range(16), range(16)], [19, [], [2, 11, 16]]]);
      const empty = await below(page);
      expect(empty.gap, `${viewport.width} px`).toBeCloseTo(nine.gap, 0);
      const lens = page.locator('#lens');
      await page.locator('#board [data-cell="18"]').click();
      await expect.poll(() => lens.textContent()).toBe('r2c3: corner 123456789ABCDEFG · centre 123456789ABCDEFG');
      expect(await lens.isVisible()).toBe(true);
      const lensBox = (await lens.boundingBox())!;
      expect(lensBox.y + lensBox.height, 'above the board').toBeLessThanOrEqual(empty.board.top + 0.5);
      expect(await below(page)).toEqual(empty);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => lens.textContent()).toBe('r2c4: centre 2BG');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => lens.isVisible()).toBe(false);
      expect(await page.locator('#rating').isVisible()).toBe(true);
      expect(await below(page)).toEqual(empty);
    }
  }, 60_000);
});
