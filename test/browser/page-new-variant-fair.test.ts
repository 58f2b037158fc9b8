/**
 * The demo page's New puzzle of a variant kind makes a fair puzzle (web/src/panels/puzzle.ts
 * asks `generateVariant` for `maxLevel: 'Hard'`), in Chromium: three new 9×9 thermos (random
 * seeds; a minimal one rates Unfair 8 times in 10) each rate at most Hard, by the package's
 * `rate` on the shared puzzle and on the page's rating chip; the Level select, "at most" on a
 * variant kind, chooses that level.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { countSolutions, parseVariant, rate } from '../../src/index.js';
import { describeBrowser } from '../support/browser.js';
import { demoSuiteSession, listen } from './demo-page.js';

describeBrowser('demo page: a new variant puzzle is fair', (executablePath) => {
  const session = demoSuiteSession(executablePath);

  /** The puzzle of the page's share link, as the page writes it. */
  const sharedPuzzle = async (page: Page): Promise<string> => {
    await page.getByRole('button', { name: /share/i }).click();
    const href = await page.locator('#share-link').getAttribute('href');
    return new URL(href!).searchParams.get('puzzle')!;
  };

  it('New puzzle, Thermo 9×9, three times: each rated at most Hard', async () => {
    const page = await session().open();
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('thermo');
    const seen = new Set<string>();
    for (let k = 0; k < 3; k++) {
      await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
      await expect.poll(async () => (await page.locator('#board .rules-layer .rule-thermometer').count()) > 0 && !seen.has(await sharedPuzzle(page)), { timeout: 30_000 }).toBe(true);
      const shared = await sharedPuzzle(page);
      seen.add(shared);
      const puzzle = parseVariant(shared);
      expect(countSolutions(puzzle, 2)).toBe(1);
      const r = rate(puzzle);
      expect(['Easy', 'Medium', 'Hard'], shared).toContain(r.level);
      await expect.poll(() => page.locator('#rating').getAttribute('data-level'), { timeout: 30_000 }).toBe(r.level);
    }
    expect(session().problems).toEqual([]);
  });

  it('the Level select reads "at most" on a variant kind: Hard when it said Any, its choice sent as maxLevel (Medium: rated at most Medium), the level exact again on Classic', async () => {
    const page = await session().open();
    const level = page.getByRole('combobox', { name: 'Level' });
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('thermo');
    await expect.poll(() => level.isEnabled()).toBe(true);
    expect(await level.inputValue()).toBe('Hard');
    expect(await level.locator('option:checked').textContent()).toBe('At most Hard');
    await page.getByRole('combobox', { name: 'Size' }).selectOption('6');
    expect(await level.isEnabled()).toBe(true); // every size a variant kind is made in
    await page.getByRole('combobox', { name: 'Size' }).selectOption('9');
    await level.selectOption('Medium');
    // the generator rates what it makes: the page shows that rating, no second rating run
    await page.evaluate(() => {
      const engine = (window as unknown as { sudokuDemo: { engine: { rateInBackground: (text: string, ...a: unknown[]) => unknown } } }).sudokuDemo.engine;
      const real = engine.rateInBackground.bind(engine);
      const asked: string[] = ((window as unknown as { ratings: string[] }).ratings = []);
      engine.rateInBackground = (text: string, ...a: unknown[]) => (asked.push(text), real(text, ...a));
    });
    const said = await listen(page);
    await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
    await expect.poll(() => page.locator('#board .rules-layer .rule-thermometer').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const r = rate(parseVariant(await sharedPuzzle(page)));
    expect(['Easy', 'Medium']).toContain(r.level);
    await expect.poll(() => page.locator('#rating').getAttribute('data-level')).toBe(r.level);
    // (the first touch, the click on New puzzle, rates the classic puzzle before it)
    expect((await page.evaluate(() => (window as unknown as { ratings: string[] }).ratings)).filter((t) => t.startsWith('{'))).toEqual([]);
    expect((await said()).join('\n')).toMatch(new RegExp(`Rated ${r.level} on the variant scale: its hardest step is ${r.hardest}\\.`));
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('');
    expect(await level.locator('option:checked').textContent()).toBe('Medium'); // classic: exactly this level
    expect(await level.isEnabled()).toBe(true);
    expect(session().problems).toEqual([]);
  }, 60_000);
});
