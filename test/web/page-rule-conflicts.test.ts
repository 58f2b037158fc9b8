/**
 * The demo page marks a broken cage sum at once, on the published "Killer" (../shared/variants):
 * digits typed into a cage show as conflicts (class and accessible name) as soon as no filling
 * of the cage can make its sum, and not before. In Chromium; every wait is for a condition.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeBrowser } from '../support/browser.js';
import { describeShared } from '../support/shared.js';
import { demoSuiteSession } from '../browser/demo-page.js';

describeShared('demo page: rules of many cells', (shared) => {
  const line = readFileSync(join(shared, 'variants', 'examples.fpuzzles.jsonl'), 'utf8')
    .split('\n')
    .find((l) => l.includes('"title":"Killer"'))!;
  describeBrowser('a broken cage sum is a conflict at once', (executablePath) => {
    const session = demoSuiteSession(executablePath);
    it('Killer: 1 in r1c1 is fine, 3 beside it breaks the cage of 3 (r1c1 r1c2); 9 and 8 pass the 15 of r1c3-r1c5, its empty cell unmarked', async () => {
      expect(line).toBeDefined();
      const page = await session().open();
      await page.evaluate(async (text) => {
        const app = (window as unknown as { sudokuDemo: { loadText(t: string): Promise<void> } }).sudokuDemo;
        await app.loadText(text);
      }, line);
      await page.waitForSelector('#board .rule-killer.part-cage');
      const type = async (cell: number, key: string): Promise<void> => {
        await page.locator(`#board [data-cell="${cell}"]`).click();
        await page.keyboard.press(key);
      };
      const conflicts = (): Promise<number[]> =>
        page.$$eval('#board [role="gridcell"].conflict', (cells) => cells.map((c) => Number((c as HTMLElement).dataset.cell)).sort((a, b) => a - b));
      await type(0, '1');
      await page.waitForFunction(() => document.querySelector('#board [data-cell="0"] .value')?.textContent === '1');
      expect(await conflicts()).toEqual([]);
      await type(1, '3');
      await page.waitForFunction(() => document.querySelectorAll('#board .conflict').length === 2);
      expect(await conflicts()).toEqual([0, 1]);
      expect(await page.locator('#board [data-cell="1"]').getAttribute('aria-label')).toContain('conflict');
      await type(2, '9');
      await type(3, '8');
      await page.waitForFunction(() => document.querySelectorAll('#board .conflict').length === 4);
      expect(await conflicts()).toEqual([0, 1, 2, 3]);
      await type(1, 'Backspace');
      await page.waitForFunction(() => document.querySelectorAll('#board .conflict').length === 2);
      expect(await conflicts()).toEqual([2, 3]);
      expect(session().problems).toEqual([]);
      await page.context().close();
    }, 60_000);
  });
});
