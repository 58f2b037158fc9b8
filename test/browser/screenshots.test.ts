/**
 * The screenshots of the page in docs/page.md (docs/images/page-*.png), taken from the built page in
 * Chromium: desktop light (1280×800), phone (390×844), dark, a hint at its last grade, and a
 * forcing net stepped on the board, a variant puzzle in progress. Written only with UPDATE_SCREENSHOTS=1, so a normal run
 * changes nothing; without it the suite still drives each scene (so a scene that breaks fails).
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { logicSolve, toFpuzzlesLink } from '../../src/index.js';
import { describeBrowser } from '../support/browser.js';
import { demoSuiteSession, reachStep } from './demo-page.js';
import { SHOWCASE, SOLUTION } from './variant-puzzles.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const HARD = '.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..';
const FORUM_HARDEST = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
const SHOTS = process.env.UPDATE_SCREENSHOTS === '1';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const shot = async (page: Page, name: string): Promise<void> => {
  if (SHOTS) await page.screenshot({ path: fileURLToPath(new URL(`../../docs/images/${name}`, import.meta.url)) });
};

describeBrowser('demo page: the screenshots of docs/page.md', (executablePath) => {
  const session = demoSuiteSession(executablePath);

  /** A game in progress: candidates filled, a few digits placed, r5c6 selected, its rating shown. */
  const inProgress = async (page: Page): Promise<void> => {
    const { steps } = logicSolve(EASY);
    await reachStep(page, steps.slice(0, 12));
    await page.locator('#board [data-cell="41"]').click();
    await expect.poll(() => page.locator('#rating').getAttribute('data-level'), { timeout: 30_000 }).toBe('Easy');
  };

  it('desktop, light: a game in progress', async () => {
    const page = await session().open(`?puzzle=${EASY}`, { viewport: DESKTOP });
    await inProgress(page);
    await shot(page, 'page-desktop.png');
  }, 60_000);

  it('phone and dark: the same game', async () => {
    const phone = await session().open(`?puzzle=${EASY}`, { viewport: PHONE });
    await inProgress(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(phone, 'page-phone.png');
    const dark = await session().open(`?puzzle=${EASY}`, { viewport: DESKTOP, colorScheme: 'dark' });
    await inProgress(dark);
    await shot(dark, 'page-dark.png');
  }, 60_000);

  it('a hint at its last grade: an XY-wing, cause and effect apart', async () => {
    const page = await session().open(`?puzzle=${HARD}`, { viewport: DESKTOP });
    const { steps } = logicSolve(HARD);
    await reachStep(page, steps.slice(0, steps.findIndex((s) => s.technique === 'xy-wing')));
    for (let g = 1; g <= 4; g++) {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect.poll(() => page.locator('#hint-text').getAttribute('data-grade'), { timeout: 30_000 }).toBe(String(g));
    }
    await shot(page, 'page-hint.png');
  }, 60_000);

  it('a forcing net stepped on the board, link by link', async () => {
    const page = await session().open(`?puzzle=${FORUM_HARDEST}`, { viewport: DESKTOP });
    await page.getByRole('tab', { name: 'Explanation' }).click();
    await page.getByRole('button', { name: 'Explain this puzzle' }).click();
    await expect.poll(() => page.locator('#explain-list li').count(), { timeout: 30_000 }).toBeGreaterThan(2);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const walk = page.locator('#explain-walk');
    expect(await walk.isEnabled()).toBe(true);
    for (let k = 0; k < 4; k++) await walk.click();
    expect(await walk.textContent()).toMatch(/^4\/\d+$/);
    expect(await walk.getAttribute('aria-label')).toMatch(/^Next link: 4\/\d+$/);
    expect(await page.locator('#explain-board .cand.role-off').count()).toBeGreaterThan(0);
    await shot(page, 'page-chain.png');
  }, 90_000);

  it('a variant puzzle in progress: cages, a thermometer, dots, X and V, an arrow, a renban line, clues outside the grid', async () => {
    const page = await session().open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(SHOWCASE))}`, { viewport: DESKTOP });
    await page.waitForSelector('#board .clues-layer .rule');
    // a few digits, centre marks in the renban cells, r5c7 selected
    for (const c of [0, 1, 9, 10, 2, 3, 4, 57, 58, 59, 32]) {
      await page.locator(`#board [data-cell="${c}"]`).click();
      await page.keyboard.press(SOLUTION[c]);
    }
    await page.keyboard.press('c');
    for (const c of [42, 43, 44]) {
      await page.locator(`#board [data-cell="${c}"]`).click();
      for (const d of '234') await page.keyboard.press(d);
    }
    await page.keyboard.press('z');
    await page.locator('#board [data-cell="22"]').click();
    await shot(page, 'page-variant.png');
  }, 60_000);
});
