/**
 * The page's hint where the variant steps get stuck, in Chromium: on a published extreme killer
 * (Wecoc #2) Hint pressed (and each step applied) until no step applies says so, then gives one
 * digit of the solution in the cell with the fewest candidates; Apply places it, Undo takes it
 * back. The hint's words and choice are test/web/variant-hints.test.ts's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { parseVariant, toFpuzzlesLink } from '../../src/index.js';
import { Game } from '../../web/src/state/game.js';
import { REVEAL_VAGUE_TEXT, variantHint } from '../../web/src/variant/hints.js';
import { readVariant } from '../../web/src/variant/kit.js';
import { describeBrowser } from '../support/browser.js';
import { describeShared } from '../support/shared.js';
import { demoSuiteSession, gridLine, listen } from './demo-page.js';

describeShared('demo page: a reveal where the variant hints get stuck', (shared) => {
  const lines = readFileSync(join(shared, 'variants', 'examples.fpuzzles.jsonl'), 'utf8').split('\n').filter(Boolean);
  const line = lines.find((l) => (JSON.parse(l) as { title: string }).title === 'Wecoc #2')!;
  describeBrowser('Hint on a stuck published killer', (executablePath) => {
    const session = demoSuiteSession(executablePath);
    const kind = (page: Page): Promise<string | null> => page.locator('#hint-text').getAttribute('data-kind');

    it('Wecoc #2: Hint until no step applies, then one digit of the solution; Apply places it, Undo takes it back', async () => {
      // where the hints get stuck, and the digit they reveal, found in Node as the page finds them
      const fp = JSON.parse(line) as { solution: number[] };
      const play = readVariant(line);
      const game = new Game(play.board, play.rules);
      let steps = 0;
      for (let h = variantHint(game, play, fp.solution).concrete; h.kind === 'step'; h = variantHint(game, play, fp.solution).concrete, steps++) {
        game.applyMove(h.step!.placements, h.step!.eliminations, h.step!.name);
      }
      const reveal = variantHint(game, play, fp.solution, true).concrete;
      const { cell, digit } = reveal.step!.placements[0];

      const page = await session().open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(parseVariant(line)))}`);
      await page.waitForSelector('#board .rules-layer .rule');
      const hint = page.getByRole('button', { name: 'Hint', exact: true });
      const apply = page.getByRole('button', { name: 'Apply', exact: true });
      for (let i = 0; i < steps; i++) {
        for (let g = 1; g <= 4; g++) {
          await hint.click();
          await expect.poll(() => kind(page), { timeout: 30_000 }).toBe('step');
        }
        await apply.click();
      }
      const said = await listen(page);
      await hint.click();
      await expect.poll(() => kind(page), { timeout: 30_000 }).toBe('stuck');
      expect(await page.locator('#hint-text').textContent()).toBe(REVEAL_VAGUE_TEXT);
      expect(await apply.getAttribute('aria-disabled')).toBe('true');
      await hint.click();
      await expect.poll(() => kind(page)).toBe('reveal');
      expect(await page.locator('#hint-text').textContent()).toBe(reveal.text);
      expect(reveal.text).toContain(`One digit of the solution: ${digit} in r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`);
      expect(await page.locator(`#board [data-cell="${cell}"]`).getAttribute('class')).toMatch(/\brole-pattern\b/);
      expect(await said()).toEqual([REVEAL_VAGUE_TEXT, reveal.text]);
      const before = await gridLine(page);
      expect(before[cell]).toBe('.');
      await apply.click();
      await expect.poll(async () => (await gridLine(page))[cell]).toBe(String(digit));
      const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
      expect(await page.locator('#hint-text').textContent()).toBe(`Applied: ${digit} in ${name}, one digit of the solution.`);
      expect((await said()).at(0)).toBe(`Applied: ${digit} in ${name}, one digit of the solution.`);
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await expect.poll(() => gridLine(page)).toBe(before);
    }, 120_000);

    it('no page logged an error', () => {
      expect(session().problems).toEqual([]);
    });
  });
});
