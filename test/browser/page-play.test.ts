/**
 * The demo page's problems a player and a puzzle setter met in a session of play (words that
 * name a control the page does not show, layout left over from an empty list), one test each,
 * in Chromium. Each test failed on the page before its fix: the commit that fixed it says how.
 *
 * Text "shown" means what a sighted player sees (`innerText`, the visually hidden live region
 * left out).
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { toFpuzzlesLink } from '../../src/index.js';
import { describeBrowser } from '../support/browser.js';
import { DemoSession, demoSuiteSession, gridLine } from './demo-page.js';
import { KILLER_6 } from './variant-puzzles.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const HARD = '.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..';
/** Two solutions: r1c2, r1c7, r2c2 and r2c7 hold 6 and 8 either way. */
const RECTANGLE = '4.3921.579.7345.21251876493548132976729564138136798245372689514814253769695417382';
const PHONE = { width: 390, height: 844 };
/** KILLER_6 without its first cage: several solutions, refused when pasted. */
const OPEN_6 = { ...KILLER_6, constraints: KILLER_6.constraints.slice(1) };

describeBrowser('demo page: a session of play', (executablePath) => {
  const session = demoSuiteSession(executablePath);
  const open = (...args: Parameters<DemoSession['open']>): Promise<Page> => session().open(...args);

  it('the Explanation view names its button as the button shows it, and an empty list of steps draws no empty card', async () => {
    const page = await open(`?puzzle=${EASY}`);
    await page.getByRole('tab', { name: 'Explanation' }).click();
    const shown = (await page.locator('#explain-start').innerText()).trim();
    const intro = (await page.locator('#explain-text').textContent())!;
    expect(intro).toMatch(/^Press “([^”]+)”/);
    expect(intro.match(/^Press “([^”]+)”/)![1]).toBe(shown);
    expect(await page.locator('#explain-list').isVisible()).toBe(false); // no steps yet: no card
    await page.getByRole('button', { name: 'Explain this puzzle' }).click();
    await expect.poll(() => page.locator('#explain-list li').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await page.locator('#explain-list').isVisible()).toBe(true);
    // another puzzle: the intro (as the page first showed it) and no card again
    await page.getByRole('tab', { name: 'Play' }).click();
    await page.locator('#paste').fill(`.${EASY.slice(1, 80)}.`);
    await page.getByRole('button', { name: 'Load puzzle', exact: true }).click();
    await page.getByRole('tab', { name: 'Explanation' }).click();
    await expect.poll(() => page.locator('#explain-text').textContent()).toBe(intro);
    expect(await page.locator('#explain-list').isVisible()).toBe(false);
  }, 60_000);

  it('a puzzle asked for later wins: a pasted puzzle still being checked, or a new one still being made, neither replaces it nor says anything of it', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const status = () => page.locator('#status').textContent();
    // a variant puzzle with several solutions pasted, then "New puzzle" before its check is done
    await page.locator('#paste').fill(JSON.stringify(OPEN_6));
    await page.evaluate(() => {
      document.getElementById('load')!.click();
      document.getElementById('new')!.click();
    });
    await expect.poll(status, { timeout: 30_000 }).toMatch(/^New 9×9 puzzle/);
    const made = new URL(page.url()).searchParams.get('puzzle');
    // Check asks the worker after the pasted puzzle's check: its answer comes once that one settled
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect.poll(() => page.locator('#hint-text').textContent(), { timeout: 30_000 }).toMatch(/^No mistakes/);
    expect(await page.locator('#paste-error').textContent()).toBe('');
    expect(await status()).toMatch(/^No mistakes/);
    expect(new URL(page.url()).searchParams.get('puzzle')).toBe(made);

    // a 16×16 puzzle asked for, then a 9×9 one pasted while it is being made
    await page.locator('#size').selectOption('16');
    await page.locator('#paste').fill(HARD);
    await page.evaluate(() => {
      document.getElementById('new')!.click();
      document.getElementById('load')!.click();
    });
    await expect.poll(() => page.evaluate(() => document.body.dataset.busy ?? 'idle'), { timeout: 60_000 }).toBe('idle');
    expect(await gridLine(page)).toBe(HARD);
    expect(await status()).toBe('Puzzle loaded.');
  }, 120_000);

  it('on a phone, a message longer than the hint place shows there is more below (“more ↓”) until scrolled to its end', async () => {
    const page = await open(`?puzzle=${RECTANGLE}`, { viewport: PHONE });
    const place = page.locator('#hint-text');
    const more = () => place.evaluate((el) => el.hasAttribute('data-more'));
    await expect.poll(() => place.textContent(), { timeout: 30_000 }).toMatch(/more than one solution/); // said at load
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect.poll(() => place.textContent(), { timeout: 30_000 }).toMatch(/^Cannot check: .*Its solutions differ in 4 cells/);
    expect(await place.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await expect.poll(more).toBe(true);
    expect(await place.evaluate((el) => getComputedStyle(el, '::after').content)).toMatch(/more/); // said on the page
    await place.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(more).toBe(false); // read to its end
    await page.locator('#board [data-cell="1"]').click();
    await page.keyboard.press('6'); // the grid changed: the intro again
    await expect.poll(() => place.textContent()).toMatch(/^Stuck\?/);
    await expect.poll(more).toBe(false);
  }, 60_000);

  it('making a new puzzle and checking a pasted variant puzzle say so on the page while they last (a 16×16 puzzle takes seconds)', async () => {
    const page = await open(`?puzzle=${EASY}`);
    const card = (id: string) => page.locator(`.card:has(#${id})`);
    await page.locator('#size').selectOption('16');
    const during = await page.evaluate(() => {
      document.getElementById('new')!.click();
      return document.getElementById('new')!.closest<HTMLElement>('.card')!.innerText;
    });
    expect(during).toContain('Making a 16×16 puzzle…');
    await expect.poll(() => page.locator('#board [role="gridcell"]').count(), { timeout: 60_000 }).toBe(256);
    await expect.poll(() => card('new').innerText()).not.toContain('Making');

    await page.locator('#paste').fill(JSON.stringify(OPEN_6));
    const checking = await page.evaluate(() => {
      document.getElementById('load')!.click();
      return document.getElementById('load')!.closest<HTMLElement>('.card')!.innerText;
    });
    expect(checking).toContain('Reading the puzzle and checking it has one solution…');
    await expect.poll(() => page.locator('#paste-error').textContent(), { timeout: 30_000 }).toMatch(/more than one solution/);
    expect(await card('load').innerText()).not.toContain('checking it has one solution');
  }, 120_000);

  it('a classic puzzle with several solutions, linked or pasted, says so at load in the hint place, where its solutions differ marked, and stays playable', async () => {
    const several = 'This puzzle has more than one solution; you can still play it to whichever one you find.';
    const where = 'Its solutions differ in 4 cells: r1c2 (6 or 8), r1c7 (6 or 8), r2c2 (6 or 8), r2c7 (6 or 8).';
    const marked = (page: Page) => page.locator('#board .role-pattern').evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-cell'))));
    const linked = await open(`?puzzle=${RECTANGLE}`);
    await expect.poll(() => linked.locator('#hint-text').textContent(), { timeout: 30_000 }).toBe(`${several} ${where}`);
    expect(await linked.locator('#status').textContent()).toBe(`${several} ${where}`); // the live region reads it
    expect(await marked(linked)).toEqual([1, 6, 10, 15]);
    await linked.locator('#board [data-cell="1"]').click();
    await linked.keyboard.press('6'); // not blocked: the digit goes in
    expect(await gridLine(linked)).toBe(`46${RECTANGLE.slice(2)}`);

    const pasted = await open(`?puzzle=${EASY}`);
    await expect.poll(() => pasted.locator('#hint-text').textContent()).toMatch(/^Stuck\?/); // a puzzle with one solution: nothing said
    await pasted.locator('#paste').fill(RECTANGLE);
    await pasted.getByRole('button', { name: 'Load puzzle', exact: true }).click();
    await expect.poll(() => pasted.locator('#hint-text').textContent(), { timeout: 30_000 }).toBe(`${several} ${where}`);
    expect(await pasted.locator('#paste-error').textContent()).toBe('');
  }, 60_000);

  it('on a puzzle with several solutions, Check and Hint mark only the open cells where the solutions differ, and say which of them hold the player\'s digits', async () => {
    const page = await open(`?puzzle=${RECTANGLE}`);
    await page.locator('#board [data-cell="1"]').click();
    await page.keyboard.press('6'); // r1c2, one of the cells where the solutions differ
    const marked = () => page.locator('#board .role-pattern').evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-cell'))));
    const where = 'Its solutions differ in 4 cells: r1c2 (6 or 8), r1c7 (6 or 8), r2c2 (6 or 8), r2c7 (6 or 8). Your digit in r1c2 is among them; the 3 open cells are marked.';
    for (const [button, said] of [
      ['Check', 'Cannot check: This puzzle has more than one solution, so there is no one solution to check your digits against.'],
      ['Hint', 'No hint: This puzzle has more than one solution, so no hint can lead to the solution.'],
    ]) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect.poll(() => page.locator('#hint-text').textContent(), { timeout: 30_000 }).toBe(`${said} ${where}`);
      expect(await marked()).toEqual([6, 10, 15]);
      expect(await page.locator('#board [data-cell="1"]').getAttribute('aria-label')).not.toMatch(/highlighted/);
      expect(await page.locator('#board [data-cell="6"]').getAttribute('aria-label')).toMatch(/highlighted: pattern$/);
    }
  }, 60_000);

  it('a link to a puzzle the page read but does not play (several solutions, a full grid) says it is not loaded, not that it could not be read', async () => {
    const several = await open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(OPEN_6))}`);
    expect(await several.locator('#paste-error').textContent()).toMatch(/^The puzzle in the link is not loaded\. That puzzle has more than one solution, .* Its solutions differ in 8 cells: /);
    const bad = await open(`?puzzle=${EASY.slice(0, 80)}`); // what the parser cannot read keeps its words
    expect(await bad.locator('#paste-error').textContent()).toMatch(/^The puzzle in the link could not be read\. That is 80 cells/);
  }, 60_000);
});
