/**
 * The demo page as a screen reader meets it, in Chromium: what its accessibility tree says
 * (role, name, description), read from Chromium's own tree over CDP, the one a screen reader
 * gets (playwright's `ariaSnapshot` computes names on its own and misses what CSS adds to them,
 * such as a drawn counter). Each test is a finding of the walk through the page described in
 * docs/design/page.md (what a screen reader hears): the steps of the explanation list and
 * their announcement, the grid's rows, the icon buttons, the digit keys, a variant cell's
 * outside clues, a key that changes nothing, the paste box's error.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { toFpuzzlesLink } from '../../src/index.js';
import { describeBrowser } from '../support/browser.js';
import { demoSuiteSession, listen } from './demo-page.js';
import { SHOWCASE } from './variant-puzzles.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

/** What Chromium tells a screen reader about an element. */
interface Spoken {
  role: string;
  name: string;
  description: string;
}

/** What Chromium's accessibility tree says of each element `selector` matches, in document order. */
async function spoken(page: Page, selector: string): Promise<Spoken[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
    const out: Spoken[] = [];
    for (const nodeId of nodeIds) {
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
      const value = (v?: { value?: unknown }): string => String(v?.value ?? '');
      out.push({ role: value(nodes[0].role), name: value(nodes[0].name), description: value(nodes[0].description) });
    }
    return out;
  } finally {
    await cdp.detach();
  }
}

describeBrowser('demo page: what a screen reader is told', (executablePath) => {
  const session = demoSuiteSession(executablePath);

  it('each step of the explanation list is named by its step alone: no stray mark from its drawn number', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    await page.getByRole('tab', { name: 'Explanation' }).click();
    await page.getByRole('button', { name: 'Explain this puzzle' }).click();
    await page.locator('#explain-list button').first().waitFor();
    const steps = await spoken(page, '#explain-list button');
    expect(steps.slice(0, 2)).toEqual([
      { role: 'button', name: 'Naked Single: r5c6=4', description: '' },
      { role: 'button', name: 'Naked Single: r9c4=4', description: '' },
    ]);
    expect(steps.filter((s) => !/^[A-Z]/.test(s.name))).toEqual([]);
  });

  it('a row of the grid is named by its number, not by every name of its cells again; the grid says its size', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    const [grid] = await spoken(page, '#board [role="grid"]');
    expect(grid).toEqual({ role: 'grid', name: 'Sudoku grid', description: '' });
    expect(await page.locator('#board [role="grid"]').getAttribute('aria-rowcount')).toBe('9');
    const rows = await spoken(page, '#board [role="row"]');
    expect(rows.map((r) => r.name)).toEqual(Array.from({ length: 9 }, (_, r) => `Row ${r + 1}`));
    const [cell] = await spoken(page, '#board [data-cell="2"]');
    expect(cell).toEqual({ role: 'gridcell', name: 'Row 1, column 3, 3, given', description: '' });
  });

  it('the icon buttons (dark mode, pause) say their name once: their tooltip is not read again as a description', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    expect(await spoken(page, '#theme, #pause')).toEqual([
      { role: 'button', name: 'Dark mode', description: '' },
      { role: 'button', name: 'Pause', description: '' },
    ]);
    // the tooltip stays for the mouse
    expect(await page.locator('#theme').getAttribute('title')).toBe('Dark mode');
  });

  it('a digit key says its digit once, then how many are left to place', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    const keys = await spoken(page, '#keys button');
    expect(keys[0]).toEqual({ role: 'button', name: 'Digit 1', description: '5 left to place' });
    expect(keys[3]).toEqual({ role: 'button', name: 'Digit 4', description: '8 left to place' });
  });

  it('a cell on a line with a clue outside the grid names the clue (sandwich, X-sum, skyscraper), as a cell on a little killer diagonal does', async () => {
    const page = await session().open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(SHOWCASE))}`);
    await page.waitForSelector('#board .clues-layer');
    const label = async (cell: number): Promise<string> => (await spoken(page, `#board [data-cell="${cell}"]`))[0].name;
    expect(await label(17)).toBe('Row 2, column 9, empty, in a killer cage of 4 cells, sum 18; in a sandwich column, sum 10; in an X-sum row, sum 36 from the right');
    expect(await label(72)).toBe('Row 9, column 1, empty, in a killer cage of 3 cells, sum 11; in a skyscraper column, 5 seen from below');
    expect(await label(40)).toBe('Row 5, column 5, empty, in a killer cage of 4 cells, sum 20');
  });

  it('a key that changes nothing says why (a given cell, marks in a filled cell, Delete on an empty cell), where it said nothing', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    const said = await listen(page);
    await page.locator('#board [data-cell="2"]').click(); // r1c3, a given 3
    for (const key of ['4', 'Delete', 'Control+5']) await page.keyboard.press(key);
    expect(await said()).toEqual(['R1C3 given: unchanged.', 'R1C3 given: unchanged.', 'R1C3 filled: no marks.']);
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('7');
    await page.keyboard.press('Shift+2');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Control+4'); // r1c1 7, r1c2 empty, r1c3 given: r1c2 takes the mark
    expect(await said()).toEqual(['R1C1 7', 'R1C1 filled: no marks.', 'R1C2 centre marks 4']);
    // a digit on both a given and an open cell plays the open cell, as before
    await page.keyboard.press('6');
    expect(await said()).toEqual(['R1C1 R1C2 6']);
    // Delete on a cell with nothing to clear
    await page.locator('#board [data-cell="3"]').click();
    await page.keyboard.press('Delete');
    expect(await said()).toEqual(['R1C4 already empty.']);
    await page.keyboard.press('Shift+ArrowLeft'); // and r1c3, a given
    await page.keyboard.press('Delete');
    expect(await said()).toEqual(['R1C4 already empty.']);
  });

  it('a step of the explanation is said with its number and its sentence, the technique once', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    await page.getByRole('tab', { name: 'Explanation' }).click();
    const said = await listen(page);
    await page.getByRole('button', { name: 'Explain this puzzle' }).click();
    await page.locator('#explain-list button').first().waitFor();
    expect((await said()).at(-1)).toBe('Step 1 of 49. Naked single: 4 is the only candidate left in r5c6.');
    await page.locator('#explain-list button').first().press('End');
    expect(await said()).toEqual(['Step 49 of 49. Full house: r4c1 is the last empty cell of row 4, so it is 5.']);
  });

  it('the paste box is marked invalid while its error shows, and described by the error', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    const invalid = (): Promise<string | null> => page.locator('#paste').getAttribute('aria-invalid');
    await page.locator('#paste').fill('12');
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    await page.locator('#paste-error:not(:empty)').waitFor();
    const [box] = await spoken(page, '#paste');
    expect(box.description).toBe(await page.locator('#paste-error').textContent());
    expect(await invalid()).toBe('true');
    await page.locator('#paste').fill(EASY);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    await page.locator('#paste-error:empty').waitFor({ state: 'attached' });
    expect(await invalid()).not.toBe('true');
  });
});
