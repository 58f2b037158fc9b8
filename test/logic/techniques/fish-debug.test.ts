import { it } from 'vitest';
import { readReglib } from '../support/reglib';
import { gridFromRemoved } from '../../../src/logic/pencil';
import { digitLines, searchFish, forEachElimination, isSashimi, cellAt, type FishHit } from '../../../src/logic/techniques/fish-search';
import { cellName } from '../../../src/logic/words';

const lines = (process.env.DBG_LINES ?? '').split(',').map(Number);
it('debug', () => {
  for (const c of readReglib()) {
    if (!lines.includes(c.line)) continue;
    const grid = gridFromRemoved(c.givens, c.deleted);
    const d = c.key[0];
    const size = c.code.startsWith('030') ? 0 : Number(c.code[3]) + 2;
    console.log(`line ${c.line} ${c.code} want ${c.eliminations.map((e) => cellName(e.cell, 9)).join(' ')}`);
    const all = new Int32Array(18);
    digitLines(grid, d, all);
    for (let side = 0; side < 2; side++) {
      const hit: FishHit = { digit: d, rowsBase: side === 0, size, base: 0, cover: 0, finLineBlock: -1, finPosBlock: -1, lines: all.subarray(side * 9, side * 9 + 9) };
      searchFish(grid, hit, true, (h) => {
        const el: string[] = [];
        forEachElimination(h, 9, 3, (l, pos) => { for (let p = 0; p < 9; p++) if ((pos >> p) & 1) el.push(cellName(cellAt(h, 9, l, p), 9)); });
        const fins: string[] = [];
        for (let l = 0; l < 9; l++) if ((h.base >> l) & 1) for (let p = 0; p < 9; p++) if (((h.lines[l] & ~h.cover) >> p) & 1) fins.push(cellName(cellAt(h, 9, l, p), 9));
        const bl = (m: number) => [...Array(9).keys()].filter((i) => (m >> i) & 1).map((i) => i + 1).join('');
        console.log(`  ${h.rowsBase ? 'r' : 'c'}${bl(h.base)} ${h.rowsBase ? 'c' : 'r'}${bl(h.cover)} ${isSashimi(h) ? 'SASHIMI' : 'finned'} fins ${fins.join(' ')} => ${el.join(' ')}`);
        return false;
      });
    }
  }
});
