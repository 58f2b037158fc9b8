/**
 * The demo page gives graded hints on a variant puzzle: on the published "Killer"
 * (../shared/variants, loaded by its SudokuPad link), four presses of Hint show the technique,
 * the region (its cells outlined), the cells, then the move, and Apply changes the grid; on a
 * 390 px phone the intro fits the hint place. In Chromium; every wait is for a condition.
 */
import { expect, it } from 'vitest';
import { toSudokuPadLink } from '../../src/variant/formats/links.js';
import { parseVariant } from '../../src/variant/formats/detect.js';
import { describeBrowser } from '../support/browser.js';
import { describeShared } from '../support/shared.js';
import { example, readExamples } from '../variant/formats/helpers.js';
import { demoSuiteSession } from '../browser/demo-page.js';

describeShared('demo page: hints on a variant puzzle', (shared) => {
  const { line } = example(readExamples(shared), 'Killer');
  describeBrowser('Hint and Apply on a killer', (executablePath) => {
    const session = demoSuiteSession(executablePath);
    it('Killer: technique, region, cells, move; Apply changes the grid', async () => {
      const page = await session().open(`?puzzle=${encodeURIComponent(toSudokuPadLink(parseVariant(line)))}`);
      await page.waitForSelector('#board .rule-killer.part-cage');
      const text = (): Promise<string> => page.locator('#hint-text').innerText();
      const grade = (): Promise<string | null> => page.locator('#hint-text').getAttribute('data-grade');
      const cellsWith = (role: string): Promise<number[]> =>
        page.$$eval(`#board [role="gridcell"].role-${role}`, (cells) => cells.map((c) => Number((c as HTMLElement).dataset.cell)));
      expect(await text()).toContain('On this puzzle hints take its rules one at a time, what-ifs last.');
      expect(await page.locator('#hint').getAttribute('aria-disabled')).not.toBe('true');
      const press = async (g: number): Promise<string> => {
        await page.locator('#hint').click();
        await page.waitForFunction((want) => document.getElementById('hint-text')?.dataset.grade === want, String(g));
        return text();
      };
      expect(await press(1)).toMatch(/^Technique: [A-Z][\w -]+\.$/);
      expect(await page.locator('#grades').isHidden()).toBe(false);
      expect(await press(2)).toMatch(/^Look (for|at) /);
      const region = await cellsWith('base');
      expect(region.length).toBeGreaterThan(0);
      expect(await press(3)).toMatch(/: look at r\dc\d/);
      expect((await cellsWith('pattern')).length).toBeGreaterThan(0);
      const move = await press(4);
      expect(move.length).toBeGreaterThan(20);
      expect(await grade()).toBe('4');
      // digits and centre marks, cell by cell (marks are drawn from data attributes)
      const marks = (): Promise<string> =>
        page.$$eval('#board [role="gridcell"]', (cells) => cells.map((c) => `${c.querySelector('.value')?.textContent ?? ''}:${Array.from(c.querySelectorAll('.cand'), (k) => (k as HTMLElement).dataset.d ?? '').join('')}`).join('|'));
      const before = await marks();
      expect(await page.locator('#apply').getAttribute('aria-disabled')).toBe('false');
      await page.locator('#apply').click();
      await page.waitForFunction(() => document.getElementById('hint-text')?.textContent?.startsWith('Applied: '));
      expect(await marks()).not.toBe(before);
      expect(session().problems).toEqual([]);
      await page.context().close();
    }, 90_000);

    it("on a 390 px phone the intro of a variant puzzle fits the hint place (nothing to scroll)", async () => {
      const page = await session().open(`?puzzle=${encodeURIComponent(toSudokuPadLink(parseVariant(line)))}`, { viewport: { width: 390, height: 844 } });
      await page.waitForSelector('#board .rule-killer.part-cage');
      const place = page.locator('#hint-text');
      await expect.poll(() => place.innerText()).toContain('what-ifs last');
      expect(await place.evaluate((el) => [el.scrollHeight, el.clientHeight])).toSatisfy(([scroll, client]: number[]) => scroll <= client);
      expect(session().problems).toEqual([]);
      await page.context().close();
    }, 90_000);
  });
});
