/**
 * The demo page as demanding players use it: with site data blocked, in Windows high-contrast
 * mode (`forced-colors`), by screen reader to the end of a game. One test per bug found, in
 * Chromium; each failed on the page before its fix (the commit that fixed it says how).
 *
 * Every wait is for a condition (a poll or `waitForSelector`), never a fixed time.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser } from '../support/browser.js';
import { DemoSession, demoSuiteSession } from '../browser/demo-page.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

describeBrowser('demo page: as players use it', (executablePath) => {
  const session = demoSuiteSession(executablePath);
  const open = (...args: Parameters<DemoSession['open']>): Promise<Page> => session().open(...args);

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
});
