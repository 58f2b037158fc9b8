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
import { describeBrowser } from '../support/browser.js';
import { DemoSession, demoSuiteSession } from './demo-page.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

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
});
