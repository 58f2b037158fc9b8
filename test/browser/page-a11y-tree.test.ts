/**
 * The claims of docs/page.md ("Keyboard", "Screen readers") checked against what Chromium hands a
 * screen reader: its computed accessibility tree over CDP (roles, computed names and
 * descriptions, states such as checked, invalid, disabled and focused, the live region's text),
 * not the DOM attributes the page sets. Where the two part (a name computed from more than the
 * label, a description that never reaches the tree, a live region out of the tree, the focus
 * dropped to the page's body after an action) a screen reader hears the tree.
 *
 * Owns: those checks. Does not own: the page's build and session (demo-page.ts), the DOM-level
 * and axe checks (page-a11y.test.ts), the earlier findings of the walk (page-sr.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { toFpuzzlesLink } from '../../src/index.js';
import { describeBrowser } from '../support/browser.js';
import { sharedDir } from '../support/shared.js';
import { demoSuiteSession, listen } from './demo-page.js';
import { KILLER } from './variant-puzzles.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const EASY_SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';

/** One node of Chromium's accessibility tree, as a screen reader gets it. */
interface AxNode {
  nodeId: string;
  ignored: boolean;
  role?: { value?: unknown };
  name?: { value?: unknown };
  description?: { value?: unknown };
  properties?: { name: string; value: { value?: unknown } }[];
  childIds?: string[];
  backendDOMNodeId?: number;
}

/** What a screen reader is told of one element: role, name, description and its states (`checked`, `invalid`, `focused`…). */
interface Told {
  /** Out of the tree a screen reader reads (hidden, inert, presentational). */
  ignored: boolean;
  role: string;
  name: string;
  description: string;
  states: Record<string, string>;
}

const text = (v?: { value?: unknown }): string => String(v?.value ?? '');

const told = (node: AxNode): Told => ({
  ignored: node.ignored,
  role: text(node.role),
  name: text(node.name),
  description: text(node.description),
  states: Object.fromEntries((node.properties ?? []).map((p) => [p.name, text(p.value)])),
});

/** Runs `body` with a CDP session on `page`, detached after. */
async function withCdp<T>(page: Page, body: (cdp: CDPSession) => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  try {
    return await body(cdp);
  } finally {
    await cdp.detach();
  }
}

/** The whole computed tree, each node by its id. */
async function fullTree(page: Page): Promise<Map<string, AxNode>> {
  const { nodes } = (await withCdp(page, (cdp) => cdp.send('Accessibility.getFullAXTree'))) as { nodes: AxNode[] };
  return new Map(nodes.map((n) => [n.nodeId, n]));
}

/** What the tree says of each element `selector` matches, in document order. */
async function tree(page: Page, selector: string): Promise<Told[]> {
  return withCdp(page, async (cdp) => {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
    const out: Told[] = [];
    for (const nodeId of nodeIds) {
      const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })) as { nodes: AxNode[] };
      out.push(told(nodes[0]));
    }
    return out;
  });
}

/** The text a screen reader reads inside each element `selector` matches (its static text, CSS-generated included), in document order. */
async function readText(page: Page, selector: string): Promise<string[]> {
  const nodes = await fullTree(page);
  const byDom = new Map([...nodes.values()].map((n) => [n.backendDOMNodeId, n]));
  const textOf = (n: AxNode): string => (text(n.role) === 'StaticText' ? text(n.name) : (n.childIds ?? []).map((id) => textOf(nodes.get(id)!)).join(''));
  return withCdp(page, async (cdp) => {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
    const out: string[] = [];
    for (const nodeId of nodeIds) {
      const { node } = await cdp.send('DOM.describeNode', { nodeId });
      const ax = byDom.get(node.backendNodeId);
      out.push(ax ? textOf(ax) : '');
    }
    return out;
  });
}

/** What the tree says of the one element `selector` matches. */
async function one(page: Page, selector: string): Promise<Told> {
  const all = await tree(page, selector);
  expect(all, selector).toHaveLength(1);
  return all[0];
}

/** The node of the tree that has the focus (null: none, the focus is on the page itself). */
async function focused(page: Page): Promise<Told | null> {
  const nodes = [...(await fullTree(page)).values()];
  const node = nodes.find((n) => !n.ignored && n.properties?.some((p) => p.name === 'focused' && p.value.value === true) && text(n.role) !== 'RootWebArea');
  return node ? told(node) : null;
}

/**
 * The live regions of the tree, each with the text a screen reader reads of it (its static
 * text, gathered through its descendants), and whether the region is live and atomic.
 */
async function liveRegions(page: Page): Promise<{ role: string; live: string; text: string }[]> {
  const nodes = await fullTree(page);
  const textOf = (id: string): string => {
    const n = nodes.get(id)!;
    if (text(n.role) === 'StaticText') return text(n.name);
    return (n.childIds ?? []).map(textOf).join('');
  };
  const out: { role: string; live: string; text: string }[] = [];
  for (const n of nodes.values()) {
    const t = told(n);
    if (!n.ignored && t.states.live !== undefined && t.states.live !== 'off' && !nodes.get(n.nodeId)!.properties!.some((p) => p.name === 'container-live')) {
      out.push({ role: t.role, live: t.states.live, text: textOf(n.nodeId) });
    }
  }
  return out;
}

/** The live region's text as the tree holds it, failing unless there is exactly one polite region (role status). */
async function liveText(page: Page): Promise<string> {
  const regions = (await liveRegions(page)).filter((r) => r.live === 'polite');
  expect(regions.map((r) => r.role)).toEqual(['status']);
  return regions[0].text;
}

/** The cell at (row, column), 1-based, of the 9×9 play grid. */
const cell = (row: number, column: number): string => `#board [data-cell="${(row - 1) * 9 + column - 1}"]`;

/** Fills every cell but the last empty one with the solution, for a win one key away. */
const nearlyWin = (page: Page): Promise<void> =>
  page.evaluate((solution) => {
    const app = (window as unknown as { sudokuDemo: { game: { enter(mode: string, cells: number[], key: number): boolean; values: number[] }; changed(): void } }).sudokuDemo;
    for (let c = 0; c < 80; c++) if (app.game.values[c] === 0) app.game.enter('digit', [c], Number(solution[c]));
    app.changed();
  }, EASY_SOLUTION);

describeBrowser('demo page: the accessibility tree Chromium gives a screen reader, against docs/page.md', (executablePath) => {
  const session = demoSuiteSession(executablePath);

  it('the grid is one tab stop named "Sudoku grid", its rows "Row 1"…; a cell is named by row, column and content in the docs’ order', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    expect(await one(page, '#board [role="grid"]')).toMatchObject({ role: 'grid', name: 'Sudoku grid' });
    expect((await tree(page, '#board [role="row"]')).map((r) => `${r.role} ${r.name}`)).toEqual(Array.from({ length: 9 }, (_, r) => `row Row ${r + 1}`));
    // one tab stop: Tab from Pause enters the grid, the next Tab leaves it
    await page.locator('#pause').focus();
    await page.keyboard.press('Tab');
    expect((await focused(page))?.role).toBe('gridcell');
    await page.keyboard.press('Tab');
    expect((await focused(page))?.role).not.toBe('gridcell');

    expect((await one(page, cell(1, 3))).name).toBe('Row 1, column 3, 3, given');
    expect((await one(page, cell(1, 1))).name).toBe('Row 1, column 1, empty');
    await page.locator(cell(2, 3)).click();
    await page.keyboard.press('4');
    expect((await one(page, cell(2, 3))).name).toBe('Row 2, column 3, 4');
    // centre marks are the candidates; corner marks and a colour follow them
    await page.locator(cell(5, 6)).click();
    await page.keyboard.press('Control+4');
    await page.keyboard.press('Shift+7');
    expect((await one(page, cell(5, 6))).name).toBe('Row 5, column 6, empty, candidates 4, corner marks 7');
    await page.keyboard.press('v');
    await page.keyboard.press('3');
    await page.keyboard.press('z');
    expect((await one(page, cell(5, 6))).name).toBe('Row 5, column 6, empty, candidates 4, corner marks 7, colour 3');
    // a repeat: both cells end "conflict" (r2c3 holds 4; r2c2 4 repeats it in the row)
    await page.locator(cell(2, 2)).click();
    await page.keyboard.press('4');
    expect((await one(page, cell(2, 2))).name).toBe('Row 2, column 2, 4, conflict');
    expect((await one(page, cell(2, 3))).name).toBe('Row 2, column 3, 4, conflict');
    // the focused cell is the one the tree says has the focus, selected
    expect(await focused(page)).toMatchObject({ role: 'gridcell', name: 'Row 2, column 2, 4, conflict' });
    expect((await focused(page))?.states.selected).toBe('true');
    // Shift+arrows add to the selection, which the tree says cell by cell; Escape drops it
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    const selected = async (): Promise<string[]> => (await tree(page, `${cell(2, 2)}, ${cell(2, 3)}, ${cell(2, 4)}`)).map((t) => t.states.selected);
    expect(await selected()).toEqual(['true', 'true', 'true']);
    expect((await one(page, '#board [role="grid"]')).states.multiselectable).toBe('true');
    await page.keyboard.press('Escape');
    expect(await selected()).toEqual(['false', 'false', 'false']);
  }, 60_000);

  it('Tab goes through the controls in the order the Keyboard table lists them, the grid and each radio group one stop', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    /** What docs/page.md calls each stop, by the tree's role and name. */
    const called = (t: Told): string => {
      if (t.role === 'tab') return "the views' tabs";
      if (t.role === 'gridcell') return 'the grid (one stop)';
      if (t.role === 'paragraph' || ['Hint', 'Apply', 'Step through the chain', 'Check', 'Solve'].includes(t.name)) return "the hint's text and buttons";
      if (t.role === 'radio' || /^Digit \d$/.test(t.name)) return 'the mode and digit keys';
      if (['Kind', 'Size', 'Level', 'Symmetric', 'New puzzle'].includes(t.name)) return 'the new-puzzle form and Restart';
      if (t.role === 'textbox' || ['Load puzzle', 'Share link'].includes(t.name)) return 'the paste form';
      if (t.name.startsWith('Legend')) return 'the legend';
      return { 'Dark mode': 'dark mode', 'Fill candidates': 'Fill candidates', Restart: 'the new-puzzle form and Restart' }[t.name] ?? t.name;
    };
    const stops: string[] = [];
    const roles: string[] = [];
    for (let k = 0; k < 40; k++) {
      await page.keyboard.press('Tab');
      const here = await focused(page);
      if (here === null) break; // past the last control
      roles.push(here.role);
      if (stops.at(-1) !== called(here)) stops.push(called(here));
    }
    for (const role of ['tab', 'gridcell', 'radio']) expect(roles.filter((r) => r === role), role).toHaveLength(1);
    const docs = readFileSync(fileURLToPath(new URL('../../docs/page.md', import.meta.url)), 'utf8');
    const row = /^\| Tab, Shift\+Tab \| every control in page order: (.*) \|$/m.exec(docs)?.[1];
    expect(row).toBe(stops.join(', '));
  }, 60_000);

  it('a variant cell names its rules (a killer cage, a thermometer from its bulb), and the Rules list says each rule with its cells', async () => {
    const page = await session().open(`?puzzle=${encodeURIComponent(toFpuzzlesLink(KILLER))}`);
    await page.waitForSelector('#board .rules-layer');
    expect((await one(page, cell(1, 1))).name).toBe('Row 1, column 1, empty, in a killer cage of 4 cells, sum 14');
    // the thermometer's bulb is r7c6 (cell 59), then r7c5, r7c4
    expect((await one(page, cell(7, 6))).name).toBe('Row 7, column 6, empty, thermometer, bulb of 3');
    expect((await one(page, cell(7, 5))).name).toBe('Row 7, column 5, empty, thermometer, 2nd from the bulb of 3');
    expect((await tree(page, '#rules-list li')).every((r) => r.role === 'listitem' && !r.ignored)).toBe(true);
    const said = (await page.locator('#rules-list').innerText()).split('\n');
    expect(said).toContain('Killer cage of 4 cells, sum 14: r1c1, r1c2, r2c1, r2c2');
    // a cage over its sum: its cells' names end "conflict"
    await page.locator(cell(1, 1)).click();
    await page.keyboard.press('9');
    await page.locator(cell(1, 2)).click();
    await page.keyboard.press('8');
    expect((await one(page, cell(1, 2))).name).toBe('Row 1, column 2, 8, in a killer cage of 4 cells, sum 14, conflict');
    expect(await liveText(page)).toBe('R1C2 8');
  }, 60_000);

  it.skipIf(sharedDir === null)('a published thermometer puzzle pasted (shared variants/examples.fpuzzles.jsonl; skipped without the shared folder): said loaded with its title, the grid focused, its cells named from the bulb', async () => {
    const lines = readFileSync(join(sharedDir!, 'variants', 'examples.fpuzzles.jsonl'), 'utf8').split('\n');
    const thermo = lines.find((l) => l.includes('"title":"Thermo"'))!;
    const page = await session().open(`?puzzle=${EASY}`);
    await page.locator('#paste').fill(thermo);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    // named by its title and author, as its Rules card shows them
    const { title, author } = JSON.parse(thermo) as { title: string; author?: string };
    await expect.poll(() => liveText(page), { timeout: 30_000 }).toBe(`Variant puzzle loaded: “${title}”${author ? ` by ${author}` : ''}. 4 rules, listed under the board.`);
    expect((await focused(page))?.role).toBe('gridcell');
    // the first thermometer: r9c4 (its bulb), r8c3, r7c2, r6c1, r5c2, r4c3
    expect((await one(page, cell(9, 4))).name).toMatch(/, thermometer, bulb of 6$/);
    expect((await one(page, cell(8, 3))).name).toMatch(/, thermometer, 2nd from the bulb of 6$/);
  }, 60_000);

  it('digit keys are named "Digit 4" and described by how many are left; the modes are radio buttons checked one at a time', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    const keys = await tree(page, '#keys button');
    expect(keys).toHaveLength(9);
    expect(keys[3]).toMatchObject({ role: 'button', name: 'Digit 4', description: '8 left to place' });
    for (const [i, k] of keys.entries()) expect(k.name).toBe(`Digit ${i + 1}`);
    const modes = await tree(page, '.modes [role="radio"]');
    expect(modes.map((m) => `${m.role} ${m.name} ${m.states.checked}`)).toEqual(['radio Digit Z true', 'radio Corner X false', 'radio Centre C false', 'radio Colour V false']);
    expect(await one(page, '.modes')).toMatchObject({ role: 'radiogroup', name: 'Mode' });
    await page.locator(cell(1, 1)).click();
    await page.keyboard.press('x');
    expect((await tree(page, '.modes [role="radio"]')).map((m) => m.states.checked)).toEqual(['false', 'true', 'false', 'false']);
    // a digit placed takes one from its key's count, in the tree's description
    await page.keyboard.press('z');
    await page.keyboard.press('4');
    expect((await tree(page, '#keys button'))[3].description).toBe('7 left to place');
  }, 60_000);

  it('a mode radio clicked or tapped gives the focus to the grid and says the mode, which its own checked state no longer can', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    await page.locator(cell(1, 1)).click();
    await page.locator('.modes [data-mode="corner"]').click();
    expect((await focused(page))?.role).toBe('gridcell');
    expect(await liveText(page)).toBe('Corner mark mode.');
    // by key (Enter, Space, arrows) the focus stays on the radio, whose checked state says it
    const said = await listen(page);
    await page.locator('.modes [data-mode="corner"]').focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ role: 'radio', name: 'Centre C', states: { checked: 'true' } });
    expect(await said()).toEqual([]);
  }, 60_000);

  it('on 16×16, where C types the digit C, the Centre mode is named "Centre" alone: no key it does not answer to, heard or seen', async () => {
    const page = await session().open(`?puzzle=${'.'.repeat(256)}`);
    const modes = await tree(page, '.modes [role="radio"]');
    expect(modes.map((m) => m.name)).toEqual(['Digit Z', 'Corner X', 'Centre', 'Colour V']);
    expect(await page.locator('.modes [data-mode="centre"]').innerText()).toBe('Centre');
    await page.locator('#board [data-cell="0"]').click();
    await page.keyboard.press('c');
    expect((await one(page, '#board [data-cell="0"]')).name).toBe('Row 1, column 1, C');
    // back on 9×9 the key is C again
    await page.locator('#paste').fill(EASY);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    await expect.poll(async () => (await one(page, '.modes [data-mode="centre"]')).name).toBe('Centre C');
  }, 60_000);

  it('the one polite live region holds, in the tree, what a digit, an undo and an applied hint say', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    await page.locator(cell(3, 1)).click();
    await page.keyboard.press('5');
    expect(await liveText(page)).toBe('R3C1 5');
    await page.keyboard.press('Control+z');
    expect(await liveText(page)).toBe('Undo: R3C1 empty');
    await page.keyboard.press('Control+y');
    expect(await liveText(page)).toBe('Redo: R3C1 5');
    await page.keyboard.press('Control+z');
    // a hint, every grade, then Apply: said once, "Applied: " and the move
    const said = await listen(page);
    const hint = page.getByRole('button', { name: 'Hint', exact: true });
    for (let k = 0; k < 4; k++) await hint.click();
    await page.locator('#apply[aria-disabled="false"]').waitFor();
    await said();
    await page.locator('#apply').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => liveText(page)).toMatch(/^Applied: /);
    expect(await said()).toHaveLength(1);
    // Enter on Apply leaves the focus on the button (off now: nothing left to apply), not on the page
    expect(await focused(page)).toMatchObject({ role: 'button', name: 'Apply' });
  }, 60_000);

  it('the hint grades are named by their words alone, the last one reached marked the current step', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    const hint = page.getByRole('button', { name: 'Hint', exact: true });
    await hint.click();
    await page.locator('#hint-text[data-grade="1"]').waitFor();
    await hint.click();
    await page.locator('#hint-text[data-grade="2"]').waitFor();
    expect(await readText(page, '#grades li')).toEqual(['Technique', 'Region', 'Cells', 'Move']);
    const current = (): Promise<(string | null)[]> => page.locator('#grades li').evaluateAll((lis) => lis.map((li) => li.getAttribute('aria-current')));
    expect(await current()).toEqual([null, 'step', null, null]);
    await hint.click();
    await page.locator('#hint-text[data-grade="3"]').waitFor();
    expect(await current()).toEqual([null, null, 'step', null]);
    await page.locator(cell(3, 1)).click();
    await page.keyboard.press('5'); // a changed grid takes the hint away, its grades with it
    await expect.poll(current).toEqual([null, null, null, null]);
  }, 60_000);

  it('the paste box is invalid in the tree while its error shows, described by the error, which is said', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    await page.locator('#paste').fill('12');
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    await page.locator('#paste-error:not(:empty)').waitFor();
    const error = (await page.locator('#paste-error').textContent())!;
    const box = await one(page, '#paste');
    expect(box).toMatchObject({ role: 'textbox', description: error });
    expect(box.states.invalid).toBe('true');
    expect(await liveText(page)).toBe(error);
    await page.locator('#paste').fill(EASY);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    await page.locator('#paste-error:empty').waitFor({ state: 'attached' });
    const fixed = await one(page, '#paste');
    expect(fixed.states.invalid ?? 'false').toBe('false');
    expect(fixed.description).toBe('');
    // a loaded puzzle is played at once: the focus is on the grid
    expect((await focused(page))?.role).toBe('gridcell');
  }, 60_000);

  it('Undo and Redo pressed by key keep the focus, off or not; New puzzle and Restart leave it where a player goes on', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    await page.locator(cell(1, 1)).click();
    await page.keyboard.press('4');
    await page.locator('#undo').focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ role: 'button', name: 'Undo' });
    await page.keyboard.press('Enter'); // nothing left to undo
    expect(await focused(page)).toMatchObject({ role: 'button', name: 'Undo' });
    await page.locator('#redo').focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ role: 'button', name: 'Redo' });
    await page.locator('#restart').focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ role: 'button', name: 'Restart' });
    // the live region is the page's own, never re-created (a new region's first words go unheard)
    await page.evaluate(() => ((window as unknown as { liveRegion: Element }).liveRegion = document.getElementById('status')!));
    await page.locator('#new').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => liveText(page), { timeout: 30_000 }).toMatch(/^New 9×9 puzzle/);
    expect((await focused(page))?.role).toBe('gridcell');
    expect(await page.evaluate(() => (window as unknown as { liveRegion: Element }).liveRegion === document.getElementById('status'))).toBe(true);
  }, 60_000);

  it('Ctrl+Z on the Graph view undoes the play grid and keeps the focus on the vertex it was on', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    await page.locator(cell(1, 1)).click();
    await page.keyboard.press('4');
    await page.getByRole('tab', { name: 'Graph' }).click();
    const vertex = page.locator('#graph-host .vertex[data-cell="0"]');
    await vertex.focus();
    await page.keyboard.press('ArrowRight');
    const before = await focused(page);
    expect(before?.role).toBe('button');
    await page.keyboard.press('Control+z');
    expect(await liveText(page)).toBe('Undo: R1C1 empty');
    expect(await focused(page)).toEqual(before);
    await page.keyboard.press('ArrowLeft');
    expect((await focused(page))?.name).toBe('r1c1: empty'); // its 4 undone
    await page.keyboard.press('Control+y');
    expect((await focused(page))?.name).toBe('r1c1: 4, Yellow');
  }, 60_000);

  it('Pause gives the focus to Resume, Resume to the grid; the win says its summary, focuses "Next puzzle", and Escape or Next go back to the grid', async () => {
    const page = await session().open(`?puzzle=${EASY}`);
    await page.locator('#pause').focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ role: 'button', name: 'Resume' });
    expect((await one(page, '#pause')).states.pressed).toBe('true');
    // the board, the pad and the hint's buttons are out of the tree while paused
    expect((await tree(page, '#keys button, #board [role="gridcell"], #hint')).every((n) => n.ignored)).toBe(true);
    await page.keyboard.press('Enter');
    expect((await focused(page))?.role).toBe('gridcell');

    await nearlyWin(page);
    await page.locator(cell(9, 9)).click();
    await page.keyboard.press(EASY_SOLUTION[80]);
    await page.waitForSelector('#complete:not([hidden])');
    expect(await liveText(page)).toMatch(/^Solved in .+, with no hints and no mistakes\.$/);
    expect(await focused(page)).toMatchObject({ role: 'button', name: 'Next puzzle' });
    expect(await one(page, '#complete')).toMatchObject({ role: 'region', name: 'Solved' });
    await page.keyboard.press('Escape');
    expect((await focused(page))?.role).toBe('gridcell');

    // an undo brings the game back; the last digit again, then Enter on Next puzzle
    await page.keyboard.press('Control+z');
    await page.keyboard.press(EASY_SOLUTION[80]);
    await page.waitForSelector('#complete:not([hidden])');
    await page.keyboard.press('Enter');
    await expect.poll(() => liveText(page), { timeout: 30_000 }).toMatch(/^New 9×9 puzzle/);
    expect((await focused(page))?.role).toBe('gridcell');
  }, 90_000);
});
