/**
 * The demo page rates every puzzle it plays (web/src/panels/puzzle.ts), in Chromium: a pasted
 * variant puzzle gets its grade on the chip, on the variant scale as the package rates it, shown
 * and not said (as a pasted classic puzzle's); a linked one is rated at the player's first touch,
 * not at load; and a player's call to the engine made during a long rating (Killer sudoku
 * [0 cage, hard] of ../shared/variants, about 1.4 s to rate) is answered while the rating still
 * runs, not after it (the rating has a worker of its own: web/src/engine.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { parseVariant, rate, toFpuzzlesLink } from '../../src/index.js';
import { describeBrowser } from '../support/browser.js';
import { describeShared } from '../support/shared.js';
import { demoSuiteSession, listen } from './demo-page.js';
import { KILLER } from './variant-puzzles.js';

/** Pastes `text` in the paste box and presses Load puzzle, as a player does. */
async function paste(page: Page, text: string): Promise<void> {
  await page.locator('#paste').fill(text);
  await page.getByRole('button', { name: 'Load puzzle', exact: true }).click();
}

describeBrowser('demo page: variant puzzles are rated', (executablePath) => {
  const session = demoSuiteSession(executablePath);
  const r = rate(KILLER);

  it('a pasted variant puzzle gets its grade on the chip, on the variant scale, shown and not said', async () => {
    const page = await session().open();
    const said = await listen(page);
    await paste(page, JSON.stringify(KILLER));
    const chip = page.locator('#rating');
    await expect.poll(() => chip.getAttribute('data-level'), { timeout: 30_000 }).toBe(r.level);
    expect(await chip.textContent()).toBe(`${r.level} · hardest: ${r.hardest}`);
    expect(await chip.getAttribute('title')).toBe(`Variant scale level ${r.level}, score ${r.score}, hardest step ${r.hardest}`);
    const text = (await said()).join('\n');
    expect(text).toMatch(/Variant puzzle loaded: 10 rules, listed under the board\./);
    expect(text).not.toMatch(/Rated|variant scale/);
    expect(session().problems).toEqual([]);
  }, 60_000);

  it('a linked variant puzzle is rated at the first touch, not at load', async () => {
    const page = await session().open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(KILLER))}`);
    await page.waitForSelector('#board .rules-layer .rule');
    const chip = page.locator('#rating');
    await page.waitForTimeout(300);
    expect(await chip.textContent()).toBe('Not rated yet');
    expect(await chip.getAttribute('data-level')).toBe('');
    await page.locator('#board [data-cell="2"]').click();
    await expect.poll(() => chip.getAttribute('data-level'), { timeout: 30_000 }).toBe(r.level);
    expect(session().problems).toEqual([]);
  }, 60_000);
});

describeShared('demo page: a long rating', (shared) => {
  const lines = readFileSync(join(shared, 'variants', 'examples.fpuzzles.jsonl'), 'utf8').split('\n').filter(Boolean);
  const slow = lines.find((line) => (JSON.parse(line) as { title: string }).title === 'Killer sudoku [0 cage, hard]')!;
  describeBrowser('does not hold up the player', (executablePath) => {
    const session = demoSuiteSession(executablePath);

    it("a player's call to the engine during a long rating is answered while the rating runs", async () => {
      const r = rate(parseVariant(slow));
      const page = await session().open();
      await paste(page, slow);
      await page.waitForSelector('#board .rules-layer .rule-killer', { timeout: 30_000 });
      const chip = page.locator('#rating');
      await expect.poll(() => chip.textContent(), { timeout: 30_000 }).toBe('Rating…');
      // the engine's solve, as Check, Solve and the graph call it
      const answered = await page.evaluate(async () => {
        const app = (window as unknown as { sudokuDemo: { engine: { solve(p: string): Promise<unknown> }; puzzleLine(): string } }).sudokuDemo;
        const t = performance.now();
        await app.engine.solve(app.puzzleLine());
        return { ms: performance.now() - t, chip: document.getElementById('rating')!.textContent };
      });
      console.log(`a solve during the rating answered in ${answered.ms.toFixed(0)} ms`);
      expect(answered.chip).toBe('Rating…');
      await expect.poll(() => chip.textContent(), { timeout: 60_000 }).toBe(`${r.level} · hardest: ${r.hardest}`);
      expect(session().problems).toEqual([]);
    }, 120_000);
  });
});
